import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

export function SuccessPanel({ recipientName, onAgain }: { recipientName: string | null; onAgain(): void }) {
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
      <p>Your feedback has been delivered to {recipientName || 'the recipient'}.</p>
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
