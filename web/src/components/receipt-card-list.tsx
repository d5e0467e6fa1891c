import type { Receipt } from '@contract/schemas/receipts';
import { ReceiptCard } from './receipt-card';

interface Props {
  receipts: Receipt[];
  /** The one receipt shown whole, if any; the screen keeps it so it survives a change of tab. */
  expanded: string | null;
  onExpand(id: string | null): void;
  onEdit?: (receipt: Receipt) => void;
}

/** The profile pages' receipts, one card each; opening a card closes the one open before. */
export function ReceiptCardList({ receipts, expanded, onExpand, onEdit }: Props) {
  return (
    <div className="receipt-list">
      {receipts.map((receipt) => (
        <ReceiptCard
          key={receipt.id}
          receipt={receipt}
          expanded={expanded === receipt.id}
          onToggle={() => onExpand(expanded === receipt.id ? null : receipt.id)}
          onEdit={onEdit && (() => onEdit(receipt))}
        />
      ))}
    </div>
  );
}
