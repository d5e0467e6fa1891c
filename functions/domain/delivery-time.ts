import { limits } from '@contract/limits';
import type { OwnSharingSettings } from '@contract/schemas/profile';
import { TZDate } from '@date-fns/tz';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

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

/**
 * The day a held thing is dated by for those who must not read the recipient's hour: the first UTC
 * midnight at or after its delivery. An anonymous receipt's id (a ULID, which anyone can decode) carries this
 * time, and its giver is told it as its date; it says nothing earlier than the delivery, so nothing of the send.
 */
export function deliveryDayOf(deliversAt: Date): Date {
  return new Date(Math.ceil(deliversAt.getTime() / dayMs) * dayMs);
}

/** `deliveryDayOf` for a stored time, as its ISO text (a text that is no time is kept as it is). */
export function deliveryDayText(deliversAt: string): string {
  const at = Date.parse(deliversAt);
  return Number.isNaN(at) ? deliversAt : deliveryDayOf(new Date(at)).toISOString();
}

type DeliveryChoice = Pick<OwnSharingSettings, 'deliveryHour' | 'timeZone'>;
type StoredDelivery = DeliveryChoice & Pick<OwnSharingSettings, 'deliveryFrom' | 'previousDelivery'>;

/** The hour and zone an anonymous receipt sent at `sentAt` is held for: a change applies only from its time. */
export function deliveryAt(settings: StoredDelivery, sentAt: Date): DeliveryChoice {
  const { deliveryFrom, previousDelivery } = settings;
  if (deliveryFrom && previousDelivery && sentAt.toISOString() < deliveryFrom) return previousDelivery;
  return { deliveryHour: settings.deliveryHour, timeZone: settings.timeZone };
}

/**
 * What the settings store when the member chooses `chosen` at `now`: nothing of the delivery when it is what
 * they chose already; otherwise the choice, applying to sends from `limits.deliveryChangeDays` on, and until
 * then the delivery that applies now. Changing again meanwhile starts the wait again, so the delivery a send
 * gets changes at most once in that many days, however often the member changes the setting.
 */
export function chooseDelivery(
  current: StoredDelivery,
  chosen: Partial<DeliveryChoice>,
  now: Date,
): Partial<StoredDelivery> {
  const next = {
    deliveryHour: chosen.deliveryHour ?? current.deliveryHour,
    timeZone: chosen.timeZone ?? current.timeZone,
  };
  if (next.deliveryHour === current.deliveryHour && next.timeZone === current.timeZone) return {};
  return {
    ...next,
    previousDelivery: deliveryAt(current, now),
    deliveryFrom: new Date(now.getTime() + limits.deliveryChangeDays * dayMs).toISOString(),
  };
}
