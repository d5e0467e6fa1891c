import type { Receipt } from '@contract/schemas/receipts';
import type { JournalEntry as Entry } from '@contract/schemas/reflections';
import { HubCard } from '@/components/receipts/hub-card';

/** A received receipt as the hub shows it (it opens the receipt, where the reflection is edited) and the reflection. */
export function JournalEntry({ entry, onOpen }: { entry: Entry; onOpen(receipt: Receipt): void }) {
  const { receipt, reflection } = entry;
  return (
    <li className="journal-entry">
      <HubCard receipt={receipt} onOpen={() => onOpen(receipt)} />
      <p className="journal-reflection">
        <span className="strong">What I'll try next:</span> {reflection.text}
      </p>
      {receipt.goal ? <p className="muted small journal-goal">Goal: {receipt.goal}</p> : null}
    </li>
  );
}
