import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';

/** The time left in words: "1 minute left", "30 seconds left" (whole minutes say minutes). */
export function timeLeftText(seconds: number) {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return minutes === 1 ? messages.timerOneMinuteLeft : format(messages.timerMinutesLeft, { minutes });
  }
  return seconds === 1 ? messages.timerOneSecondLeft : format(messages.timerSecondsLeft, { seconds });
}

/**
 * The moments a screen reader is told the time, for a countdown of `total` seconds: each whole minute
 * before the end, 30 seconds, and the warning's start (10 seconds). Not every second: that would drown
 * out the words being typed.
 */
export function announcedAt(total: number) {
  const minutes = Array.from({ length: Math.ceil(total / 60) }, (_, i) => i * 60).filter((s) => s > 0);
  const points = [...minutes, 30, limits.receiptTimerWarningSeconds].filter((s) => s < total);
  return [...new Set(points)].sort((a, b) => b - a);
}

/** Whether going from `before` to `now` seconds left passed (or reached) one of the announced moments. */
export const passesAnnouncement = (before: number, now: number, total: number) =>
  now > 0 && announcedAt(total).some((point) => before > point && now <= point);
