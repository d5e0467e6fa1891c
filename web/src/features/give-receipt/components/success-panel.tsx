import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { deliveryLabel } from '@/lib/dates';

interface Props {
  recipientName: string | null;
  /** An anonymous receipt is held for the recipient's daily delivery: it is not delivered yet. */
  deliversAt?: string;
  onAgain(): void;
}

export function SuccessPanel({ recipientName, deliversAt, onAgain }: Props) {
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
      {deliversAt ? (
        <p>
          {deliveryLabel(deliversAt)} to {recipientName || 'the recipient'}. Anonymous receipts arrive with
          their daily delivery, so the moment you sent it stays yours; you can take it back from your hub
          until then.
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
