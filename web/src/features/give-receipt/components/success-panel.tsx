import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  recipientName: string | null;
  /** An anonymous receipt is held for the recipient's daily delivery: it is not delivered yet. */
  held?: boolean;
  onAgain(): void;
}

export function SuccessPanel({ recipientName, held, onAgain }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel center" aria-live="polite">
      <p className="big-check" aria-hidden="true">
        ✓
      </p>
      <h2 ref={heading} tabIndex={-1} className="success-heading">
        Receipt Sent Successfully!
      </h2>
      {held ? (
        <p>
          {format(messages.heldReceiptSent, {
            when: messages.deliversWithinADay,
            name: recipientName || 'the recipient',
          })}
        </p>
      ) : (
        <p>Your feedback has been delivered to {recipientName || 'the recipient'}.</p>
      )}
      <div className="button-row center">
        <button type="button" className="button button-primary" onClick={onAgain}>
          Give Another Receipt
        </button>
        <Link to="/profile-page" className="button button-secondary">
          View My Dashboard
        </Link>
      </div>
    </section>
  );
}
