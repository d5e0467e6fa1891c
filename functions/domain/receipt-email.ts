import { messages } from '@contract/messages';
import { escapeHtml } from './html-escape';
import { nameInHtml, nameInText } from './mail-names';
import type { StoredReceipt } from './receipts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe, and the receipt's id (local mail files are matched by it). */
  headers: Record<string, string>;
  /** Where a reply goes, when not to the sender (the contact form: the visitor who wrote). */
  replyTo?: string;
}

/** Who a receipt is from in any e-mail: its sender's name only when they signed it. */
export const senderInMail = (receipt: Pick<StoredReceipt, 'anonymous' | 'senderName'>) =>
  receipt.anonymous ? 'Someone' : receipt.senderName;

/**
 * "You received a receipt": who sent it only when they signed it, never the text (it stays in the app),
 * a link to the hub and an unsubscribe link (a page with a button: mail scanners open links), and RFC 8058
 * headers so mail clients can unsubscribe with one POST to the API. An anonymous sender's name, username or id never
 * appear, not even in headers; a signed name is text, never a link (mail-names.ts).
 */
export function receiptEmail(
  receipt: Pick<StoredReceipt, 'id' | 'anonymous' | 'senderName'>,
  to: string,
  links: { hub: string; unsubscribe: string; oneClickUnsubscribe: string },
): MailMessage {
  const from = senderInMail(receipt);
  const lead = ' gave you a receipt on Receipts.';
  const text = [
    `${nameInText(from)}${lead}`,
    '',
    `Read it in your Receipts Hub: ${links.hub}`,
    '',
    `Don't want these e-mails? Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    `<p>${nameInHtml(from)}${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(links.hub)}">Open your Receipts Hub</a></p>`,
    `<p style="font-size:12px;color:#666">Don't want these e-mails? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to,
    subject: messages.receiptEmailSubject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Receipt-Id': receipt.id,
    },
  };
}
