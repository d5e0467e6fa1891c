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
  if (!(await claimNotification(memberId, claim, new Date().toISOString()))) return false;
  try {
    await sendMail(compose(target));
  } catch (error) {
    await releaseNotification(memberId, claim);
    throw error;
  }
  return true;
}
