import * as z from 'zod/mini';
import * as messages from '../messages';

/** When a member's held anonymous receipts are delivered: an hour of the day in a time zone. */

/** An IANA time zone (`Europe/Paris`) this runtime knows. */
export const TimeZone = z.string().check(
  z.maxLength(64),
  z.refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: messages.invalidTimeZone },
  ),
);

/** The hour of the day (0–23) the member's anonymous receipts are delivered, in their time zone. */
export const DeliveryHour = z
  .number({ error: messages.invalidDeliveryHour })
  .check(
    z.refine(Number.isInteger, { error: messages.invalidDeliveryHour }),
    z.minimum(0, { error: messages.invalidDeliveryHour }),
    z.maximum(23, { error: messages.invalidDeliveryHour }),
  );
