import { sitePaths } from '@contract/site-paths';
import { baseUrl, envNames } from '../config';
import { mayEmail, mayNotifyOfAccountChange } from '../domain/mail-permission';
import type { MailMessage } from '../domain/receipt-email';
import { sendMail } from '../mail/transport';
import {
  accountNoticeTargetOf,
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

/**
 * A notice about the account itself, once per `claim`: to `email` if it was verified and may still be written
 * to, whatever the member's e-mail setting (`mayNotifyOfAccountChange`). `compose` gets the contact page's
 * address, where a member who did not make the change writes.
 */
export async function sendAccountNotice(
  memberId: string,
  { email, verified }: { email: string; verified: boolean },
  claim: string,
  compose: (contactUrl: string) => MailMessage,
): Promise<boolean> {
  if (!mayNotifyOfAccountChange(await accountNoticeTargetOf(memberId, email, verified))) return false;
  const contactUrl = `${baseUrl(envNames.siteUrl)}${sitePaths.contact}`;
  return sendClaimed(memberId, claim, () => compose(contactUrl));
}
