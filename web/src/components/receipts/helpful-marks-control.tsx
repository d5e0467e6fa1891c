import { type HelpfulMark, helpfulMarkLabels, helpfulMarks } from '@contract/enums';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { sitePaths } from '@contract/site-paths';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/checkbox';
import { MutationError } from '@/components/mutation-error';
import { useAuth } from '@/lib/auth';
import { useMarkReceiptHelpful } from '@/lib/helpful-marks';

/**
 * The recipient's private marks on a received receipt: any of specific, actionable and kind, saved as they
 * are ticked and changeable at any time. Saves go one at a time, the latest ticks last, so quick ticks can't
 * land out of order; a failed save puts the boxes back as they were last saved. Marking needs a verified
 * address (the API's rule): before that, the member is told so instead of being shown the boxes.
 */
export function HelpfulMarksControl({ receipt }: { receipt: Receipt }) {
  const { state } = useAuth();
  const save = useMarkReceiptHelpful();
  const [marks, setMarks] = useState<readonly HelpfulMark[]>(receipt.marks ?? []);
  const saved = useRef<readonly HelpfulMark[]>(receipt.marks ?? []);
  const latest = useRef<HelpfulMark[] | null>(null);
  const saving = useRef(false);
  const sendLatest = async () => {
    saving.current = true;
    for (let next = latest.current; next; next = latest.current) {
      latest.current = null;
      try {
        await save.mutateAsync({ receiptId: receipt.id, marks: next });
        saved.current = next;
      } catch {
        if (!latest.current) setMarks(saved.current);
      }
    }
    saving.current = false;
  };
  const toggle = (mark: HelpfulMark, on: boolean) => {
    const next = helpfulMarks.filter((one) => (one === mark ? on : marks.includes(one)));
    setMarks(next);
    latest.current = next;
    if (!saving.current) void sendLatest();
  };
  const giver = receipt.anonymous ? messages.helpfulMarksAnonymousGiver : receipt.senderName;
  const unverified = state.status === 'signedIn' && !state.user.emailVerified;
  return (
    <fieldset className="fieldset helpful-marks" aria-describedby={`helpful-marks-${receipt.id}`}>
      <legend>{messages.helpfulMarksLegend}</legend>
      <p id={`helpful-marks-${receipt.id}`} className="muted small">
        {format(messages.helpfulMarksPrivacy, { giver, people: limits.helpfulMarks.peoplePerRound })}
      </p>
      {unverified ? (
        <p className="verify-email-notice" role="status">
          {messages.verifyEmailToMark} <Link to={sitePaths.profileSetup}>Verify Email</Link>
        </p>
      ) : (
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
      )}
      <MutationError mutation={save} fallback={messages.helpfulMarksNotSaved} />
    </fieldset>
  );
}
