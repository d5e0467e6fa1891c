import type { Receipt } from '@contract/schemas/receipts';
import type { CSSProperties } from 'react';
import { ReceiptCard } from './receipt-card';

interface Props {
  receipts: Receipt[];
  /** The one receipt shown whole, if any; the screen keeps it so it survives a change of tab. */
  expanded: string | null;
  onExpand(id: string | null): void;
  onEdit?: (receipt: Receipt) => void;
  /** Cards side by side in columns (a public profile's wall), not one under another. */
  wall?: boolean;
}

/** The profile pages' receipts, one card each; opening a card closes the one open before. */
export function ReceiptCardList({ receipts, expanded, onExpand, onEdit, wall }: Props) {
  return (
    <div
      className={wall ? 'receipt-wall' : 'receipt-list'}
      style={wall ? ({ '--cards': Math.min(receipts.length, 3) } as CSSProperties) : undefined}
    >
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
