import { type HelpfulMark, helpfulMarkLabels, helpfulMarks } from '@contract/enums';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { useState } from 'react';
import { Checkbox } from '@/components/checkbox';
import { MutationError } from '@/components/mutation-error';
import { useMarkReceiptHelpful } from '@/lib/helpful-marks';

/**
 * The recipient's private marks on a received receipt: any of specific, actionable and kind, saved as they
 * are ticked and changeable at any time. A failed save puts the boxes back as they were.
 */
export function HelpfulMarksControl({ receipt }: { receipt: Receipt }) {
  const save = useMarkReceiptHelpful();
  const [marks, setMarks] = useState<readonly HelpfulMark[]>(receipt.marks ?? []);
  const toggle = (mark: HelpfulMark, on: boolean) => {
    const before = marks;
    const next = helpfulMarks.filter((one) => (one === mark ? on : marks.includes(one)));
    setMarks(next);
    save.mutate({ receiptId: receipt.id, marks: next }, { onError: () => setMarks(before) });
  };
  const giver = receipt.anonymous ? messages.helpfulMarksAnonymousGiver : receipt.senderName;
  return (
    <fieldset className="fieldset helpful-marks" aria-describedby={`helpful-marks-${receipt.id}`}>
      <legend>{messages.helpfulMarksLegend}</legend>
      <p id={`helpful-marks-${receipt.id}`} className="muted small">
        {format(messages.helpfulMarksPrivacy, { giver, people: limits.helpfulMarks.peoplePerRound })}
      </p>
      <div className="helpful-mark-choices">
        {helpfulMarks.map((mark) => (
          <Checkbox
            key={mark}
            checked={marks.includes(mark)}
            onChange={(event) => toggle(mark, event.target.checked)}
          >
            {helpfulMarkLabels[mark]}
          </Checkbox>
        ))}
      </div>
      <MutationError mutation={save} fallback={messages.helpfulMarksNotSaved} />
    </fieldset>
  );
}
