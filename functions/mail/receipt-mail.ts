import { oneClickUnsubscribePath } from '@contract/mail-links';
import { sitePaths } from '@contract/site-paths';
import { envNames, requiredEnv } from '../config';
import type { ReceiptMailLinks } from '../domain/receipt-email';
import { unsubscribeToken } from '../domain/unsubscribe-token';

/** The hub and the member's own unsubscribe links (page and RFC 8058 one-click) for a receipt e-mail. */
export function receiptMailLinks(recipientId: string, unsubscribeKey: string): ReceiptMailLinks {
  const site = requiredEnv(envNames.siteUrl).replace(/\/+$/, '');
  const api = requiredEnv(envNames.apiUrl).replace(/\/+$/, '');
  const token = encodeURIComponent(unsubscribeToken(recipientId, unsubscribeKey));
  return {
    hub: `${site}${sitePaths.hub}`,
    unsubscribe: `${site}${sitePaths.unsubscribe}?token=${token}`,
    oneClickUnsubscribe: `${api}${oneClickUnsubscribePath}?token=${token}`,
  };
}
