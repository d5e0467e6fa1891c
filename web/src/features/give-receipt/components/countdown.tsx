import { limits } from '@contract/limits';
import { useEffect, useRef, useState } from 'react';
import { passesAnnouncement, timeLeftText } from '../utils/timer-announcements';

/** The ring's circle: a circumference of 100, so the part drawn is the percentage left. */
const ring = { r: 15.9155, size: 36 };

/** What the live region says: the time left at each announced moment passed (none when restored mid-way). */
function useAnnouncement(remaining: number, total: number) {
  const before = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const last = before.current;
    before.current = remaining;
    if (last !== null && passesAnnouncement(last, remaining, total)) setSaid(timeLeftText(remaining));
  }, [remaining, total]);
  return said;
}

/**
 * The minute's countdown: a ring that empties as the time runs, the seconds left inside it. The last
 * seconds turn red; screen readers hear the time left now and then (useAnnouncement), not every second.
 */
export function Countdown({
  remaining,
  total = limits.receiptTimerSeconds,
}: {
  remaining: number;
  total?: number;
}) {
  const warning = remaining <= limits.receiptTimerWarningSeconds;
  const left = Math.max(0, Math.min(100, (remaining / total) * 100));
  const said = useAnnouncement(remaining, total);
  return (
    <>
      <span
        className={`timer ${warning ? 'timer-warning' : ''}`}
        role="timer"
        aria-label={timeLeftText(remaining)}
      >
        <svg
          className="timer-ring"
          viewBox={`0 0 ${ring.size} ${ring.size}`}
          aria-hidden="true"
          focusable="false"
        >
          <circle className="timer-ring-track" cx={ring.size / 2} cy={ring.size / 2} r={ring.r} />
          <circle
            className="timer-ring-left"
            cx={ring.size / 2}
            cy={ring.size / 2}
            r={ring.r}
            strokeDasharray={`${left} 100`}
          />
        </svg>
        <span className="timer-seconds" aria-hidden="true">
          {remaining}
        </span>
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </span>
    </>
  );
}
