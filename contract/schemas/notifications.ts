import * as z from 'zod/mini';
import { messages } from '../messages';

/** What the recipient hears about new receipts: e-mail is on until they turn it off. */
export const NotificationSettings = z.object({ email: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const PutNotificationSettingsRequest = z.strictObject({ email: z.boolean() });

/** The token of a one-click unsubscribe link (`/unsubscribe?token=`), as the e-mail carries it. */
const UnsubscribeToken = z

  .string({ error: messages.unsubscribeLinkInvalid })
  .check(
    z.minLength(1, { error: messages.unsubscribeLinkInvalid }),
    z.maxLength(300, { error: messages.unsubscribeLinkInvalid }),
  );
export const UnsubscribeRequest = z.strictObject({ token: UnsubscribeToken });

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
 * e-mail's `List-Unsubscribe` URL, which carries the same token in its query.
 */
export const OneClickUnsubscribeQuery = z.strictObject({ token: UnsubscribeToken });
export const OneClickUnsubscribeRequest = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: messages.unsubscribeLinkInvalid }),
});

/** How many receipts arrived since the user last opened the hub (the top bar's badge). */
export const UnreadReceipts = z.object({ unread: z.number() });
export type UnreadReceipts = z.infer<typeof UnreadReceipts>;
