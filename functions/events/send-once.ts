import { mayEmail } from '../domain/mail-permission';
import type { MailMessage } from '../domain/receipt-email';
import { sendMail } from '../mail/transport';
import {
  claimNotification,
  type NotificationTarget,
  notificationTargetOf,
  releaseNotification,
} from '../store/mail/notifications';

/**
 * One e-mail to a member at most once per `claim`, under the receipt e-mails' switch (`mayEmail`): the claim
 * is taken before sending and given back when sending fails, so the stream's retry sends it. True when sent.
 */
export async function sendOnce(
  memberId: string,
  claim: string,
  compose: (target: NotificationTarget) => MailMessage,
): Promise<boolean> {
  const target = await notificationTargetOf(memberId);
  if (!mayEmail(target)) return false;
  return sendClaimed(memberId, claim, () => compose(target));
}

/** Sends `compose()`'s e-mail once per `claim`, whoever may receive it (the caller has checked). */
export async function sendClaimed(memberId: string, claim: string, compose: () => MailMessage) {
  if (!(await claimNotification(memberId, claim, new Date().toISOString()))) return false;
  try {
    await sendMail(compose());
  } catch (error) {
    await releaseNotification(memberId, claim);
    throw error;
  }
  return true;
}
