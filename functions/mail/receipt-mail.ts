import { oneClickUnsubscribePath } from '@contract/mail-links';
import { feedbackRequestPath, sitePaths } from '@contract/site-paths';
import { baseUrl, envNames } from '../config';
import type { ReceiptMailLinks } from '../domain/receipt-email';
import { unsubscribeToken } from '../domain/unsubscribe-token';

/** The hub and the member's own unsubscribe links (page and RFC 8058 one-click) for a receipt e-mail. */
export function receiptMailLinks(recipientId: string, unsubscribeKey: string): ReceiptMailLinks {
  const site = baseUrl(envNames.siteUrl);
  const api = baseUrl(envNames.apiUrl);
  const token = encodeURIComponent(unsubscribeToken(recipientId, unsubscribeKey));
  return {
    hub: `${site}${sitePaths.hub}`,
    unsubscribe: `${site}${sitePaths.unsubscribe}?token=${token}`,
    oneClickUnsubscribe: `${api}${oneClickUnsubscribePath}?token=${token}`,
  };
}

/** A feedback request e-mail's links: the receipt e-mails' own, and the asker's give page with the request. */
export function requestMailLinks(
  recipientId: string,
  unsubscribeKey: string,
  sent: { id: string; askerUsername: string },
) {
  const site = baseUrl(envNames.siteUrl);
  return {
    ...receiptMailLinks(recipientId, unsubscribeKey),
    answer: `${site}${feedbackRequestPath(sent.askerUsername, sent.id)}`,
  };
}

/** A follow-up e-mail's links: the receipt e-mails' own, and the goals page, where a giver's follow-ups are. */
export function followUpMailLinks(recipientId: string, unsubscribeKey: string) {
  const site = baseUrl(envNames.siteUrl);
  return { ...receiptMailLinks(recipientId, unsubscribeKey), answer: `${site}${sitePaths.goals}` };
}
