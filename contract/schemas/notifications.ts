import * as z from 'zod/mini';
import * as messages from '../messages';

/**
 * What the member hears from Receipts: an e-mail per new receipt (on until they turn it off), and the weekly
 * digest (off until they turn it on). `digestOffered`: the one-time offer of the digest was answered or
 * dismissed (kept on the server, so it is offered once across devices).
 */
export const NotificationSettings = z.object({
  email: z.boolean(),
  digest: z.boolean(),
  digestOffered: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Any of the settings; `digestOffered: true` alone records that the offer was dismissed. */
export const PutNotificationSettingsRequest = z
  .strictObject({
    email: z.optional(z.boolean()),
    digest: z.optional(z.boolean()),
    digestOffered: z.optional(z.literal(true)),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: messages.invalidRequest,
    }),
  );
export type PutNotificationSettingsRequest = z.infer<typeof PutNotificationSettingsRequest>;

/** Which e-mails an unsubscribe link stops: receipt notifications (absent) or the weekly digest. */
export const mailLists = ['receipts', 'digest'] as const;
export type MailList = (typeof mailLists)[number];
const MailListField = z.optional(z.enum(mailLists, { error: messages.unsubscribeLinkInvalid }));

/** The token of a one-click unsubscribe link (`/unsubscribe?token=`), as the e-mail carries it. */
const UnsubscribeToken = z

  .string({ error: messages.unsubscribeLinkInvalid })
  .check(
    z.minLength(1, { error: messages.unsubscribeLinkInvalid }),
    z.maxLength(300, { error: messages.unsubscribeLinkInvalid }),
  );
export const UnsubscribeRequest = z.strictObject({ token: UnsubscribeToken, list: MailListField });

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
 * e-mail's `List-Unsubscribe` URL, which carries the same token in its query.
 */
export const OneClickUnsubscribeQuery = z.strictObject({ token: UnsubscribeToken, list: MailListField });
export const OneClickUnsubscribeRequest = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: messages.unsubscribeLinkInvalid }),
});

/** How many receipts arrived since the user last opened the hub (the top bar's badge). */
export const UnreadReceipts = z.object({ unread: z.number() });
export type UnreadReceipts = z.infer<typeof UnreadReceipts>;
