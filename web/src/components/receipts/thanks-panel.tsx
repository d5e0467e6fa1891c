import { type ThanksReaction, thanksReactions } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { useState } from 'react';
import { MutationError } from '@/components/mutation-error';
import { RadioChoices } from '@/components/radio-choices';
import { useThankForReceipt } from '@/lib/receipt-thanks';

const saidAs = (thanks: NonNullable<Receipt['thanks']>) =>
  `“${thanks.reaction}”${thanks.line ? ` — ${thanks.line}` : ''}`;

/** The giver's view: the thank-you their receipt brought back, if any. */
function ThanksReceived({ receipt }: { receipt: Receipt }) {
  if (!receipt.thanks) return null;
  return (
    <p className="thanks-said">
      <span className="strong">{receipt.recipientName} thanked you:</span> {saidAs(receipt.thanks)}
    </p>
  );
}

/** The recipient's: one of the fixed reactions and an optional line, sent once and changeable once. */
function SayThanks({ receipt }: { receipt: Receipt }) {
  const thank = useThankForReceipt();
  const [editing, setEditing] = useState(false);
  const [reaction, setReaction] = useState<ThanksReaction>(receipt.thanks?.reaction ?? thanksReactions[0]);
  const [line, setLine] = useState(receipt.thanks?.line ?? '');
  const { thanks } = receipt;
  if (thanks && !editing)
    return (
      <div className="thanks-said">
        <p>
          <span className="strong">You said:</span> {saidAs(thanks)}
        </p>
        {thanks.changedAt ? null : (
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            Change
          </button>
        )}
      </div>
    );
  const send = () =>
    thank.mutate(
      { receiptId: receipt.id, thanks: { reaction, line: line.trim() } },
      { onSuccess: () => setEditing(false) },
    );
  return (
    <fieldset className="fieldset thanks-form">
      <legend>Say thanks</legend>
      <p className="muted small">
        {receipt.anonymous
          ? 'It reaches whoever sent this, without telling you who.'
          : 'Only they will see it.'}
      </p>
      <RadioChoices
        className="thanks-reactions"
        legend="Reaction"
        legendHidden
        name={`thanks-${receipt.id}`}
        choices={thanksReactions}
        value={reaction}
        onChange={setReaction}
      />
      <div className="field">
        <label htmlFor={`thanks-line-${receipt.id}`}>A line back (optional)</label>
        <div className="field-control">
          <input
            id={`thanks-line-${receipt.id}`}
            value={line}
            maxLength={limits.thanksLineMax}
            onChange={(event) => setLine(event.target.value)}
          />
        </div>
      </div>
      <MutationError mutation={thank} fallback={messages.thanksNotSent} />
      <button type="button" className="button button-primary" onClick={send} disabled={thank.isPending}>
        {thank.isPending ? 'Sending…' : 'Send thanks'}
      </button>
    </fieldset>
  );
}

export function ThanksPanel({ receipt }: { receipt: Receipt }) {
  return receipt.type === 'sent' ? <ThanksReceived receipt={receipt} /> : <SayThanks receipt={receipt} />;
}
