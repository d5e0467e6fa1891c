import { limits } from '@contract/limits';
import { formatClock } from '../utils/format-clock';

/** The minute's countdown; the last seconds turn red and are announced politely to screen readers. */
export function Countdown({ remaining }: { remaining: number }) {
  const warning = remaining <= limits.receiptTimerWarningSeconds;
  return (
    <>
      <span
        className={`timer ${warning ? 'timer-warning' : ''}`}
        role="timer"
        aria-label={`${remaining} seconds left`}
      >
        {formatClock(remaining)}
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {warning && remaining > 0 ? `${remaining} seconds left` : ''}
      </span>
    </>
  );
}
