import { limits } from '@contract/limits';
import { TZDate } from '@date-fns/tz';

const hourMs = 60 * 60 * 1000;

/**
 * When an anonymous receipt sent at `sentAt` reaches its recipient: the first time the clock in their
 * `timeZone` shows `hour`:00 that is at least `limits.anonymousHoldMinHours` after sending. Each day is
 * built in that zone, so a daylight-saving change keeps the local hour.
 */
export function deliveryTimeFor(sentAt: Date, hour: number, timeZone: string): Date {
  const earliest = sentAt.getTime() + limits.anonymousHoldMinHours * hourMs;
  const local = new TZDate(earliest, timeZone);
  for (let day = 0; ; day++) {
    const candidate = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + day,
      hour,
      0,
      0,
      timeZone,
    );
    if (candidate.getTime() >= earliest) return new Date(candidate.getTime());
  }
}
