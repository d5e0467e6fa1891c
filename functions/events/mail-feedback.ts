import type { EventBridgeEvent } from 'aws-lambda';
import { createLogger } from '../http/logger';
import { suppressAddress } from '../store/mail/notifications';

const log = createLogger({ handler: 'mail-feedback' });

interface Recipient {
  emailAddress?: string;
}
/** The parts of an SES event (configuration set → EventBridge) that say which addresses to stop mailing. */
export interface SesFeedback {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: Recipient[] };
  complaint?: { complainedRecipients?: Recipient[] };
}
export type SesFeedbackEvent = EventBridgeEvent<string, SesFeedback>;

const addressesOf = (recipients: Recipient[] | undefined) =>
  (recipients ?? []).map((r) => r.emailAddress ?? '').filter((address) => address.includes('@'));

/**
 * SES bounces and complaints → the address is never mailed again (the notifier's `mayEmail` reads it). Only
 * permanent bounces count: a full mailbox (transient) may take mail tomorrow. SES's account-level suppression
 * list does the same on SES's side; this keeps it in our rule and makes it hold locally too. No address is
 * logged.
 */
export async function handler(event: SesFeedbackEvent): Promise<{ suppressed: number }> {
  const { bounce, complaint } = event.detail ?? {};
  const at = event.time ?? new Date().toISOString();
  const bounced = bounce?.bounceType === 'Permanent' ? addressesOf(bounce.bouncedRecipients) : [];
  const complained = addressesOf(complaint?.complainedRecipients);
  await Promise.all([
    ...bounced.map((address) => suppressAddress(address, 'bounce', at)),
    ...complained.map((address) => suppressAddress(address, 'complaint', at)),
  ]);
  const suppressed = bounced.length + complained.length;
  log.info('mail feedback', { eventType: event.detail?.eventType ?? event['detail-type'], suppressed });
  return { suppressed };
}
