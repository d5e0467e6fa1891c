import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { escapeHtml } from './html-escape';
import { nameInHtml, nameInText } from './mail-names';
import { receiptMailCardHtml } from './receipt-mail-card';
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

export interface ReceiptMailLinks {
  hub: string;
  unsubscribe: string;
  oneClickUnsubscribe: string;
}

/** What a member's e-mail asks them to do: the line in the text, the link's words in the HTML, and where. */
export interface MailAction {
  text: string;
  label: string;
  url: string;
}

/**
 * A member's e-mail: `lead` (its text, its HTML and, in the HTML only, a card under it), one link to act on
 * and an unsubscribe link (a page with a button: mail scanners open links), and RFC 8058 headers so mail
 * clients can unsubscribe with one POST to the API. `headers` name what it is about (local mail files are
 * matched by them).
 */
export function memberMail(
  to: string,
  subject: string,
  lead: { text: string; html: string; card?: string },
  action: MailAction,
  links: Pick<ReceiptMailLinks, 'unsubscribe' | 'oneClickUnsubscribe'>,
  headers: Record<string, string>,
): MailMessage {
  const text = [
    lead.text,
    '',
    `${action.text}: ${action.url}`,
    '',
    `Don't want these emails? Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    `<p>${lead.html}</p>`,
    ...(lead.card ? [lead.card] : []),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#666">Don't want these emails? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...headers,
    },
  };
}

/** A receipt e-mail: a link to the hub; `X-Receipt-Id` names the receipts it is about. */
function hubMail(
  to: string,
  subject: string,
  lead: { text: string; html: string; card?: string },
  receiptIds: readonly string[],
  links: ReceiptMailLinks,
): MailMessage {
  const action = {
    text: `Read ${receiptIds.length === 1 ? 'it' : 'them'} in your Receipts Hub`,
    label: 'Open your Receipts Hub',
    url: links.hub,
  };
  return memberMail(to, subject, lead, action, links, { 'X-Receipt-Id': receiptIds.join(', ') });
}

/**
 * "You received a receipt": who sent it only when they signed it, never the text (it stays in the app). An
 * anonymous sender's name, username or id never appear, not even in headers; a signed name is text, never a
 * link (mail-names.ts).
 */
export function receiptEmail(
  receipt: Pick<StoredReceipt, 'id' | 'anonymous' | 'senderName'>,
  to: string,
  links: ReceiptMailLinks,
): MailMessage {
  const from = senderInMail(receipt);
  const lead = ' gave you a receipt on Receipts.';
  return hubMail(
    to,
    messages.receiptEmailSubject,
    {
      text: `${nameInText(from)}${lead}`,
      html: `${nameInHtml(from)}${escapeHtml(lead)}`,
      card: receiptMailCardHtml(from, receipt.anonymous),
    },
    [receipt.id],
    links,
  );
}

/**
 * "3 new receipts": the receipts that arrived within `limits.receiptMailGapMinutes` of the last e-mail, in
 * one. Only how many: no sender, named or not, and no text.
 */
export function gatheredReceiptsEmail(receiptIds: readonly string[], to: string, links: ReceiptMailLinks) {
  const one = receiptIds.length === 1;
  const subject = one
    ? messages.receiptEmailSubject
    : format(messages.gatheredReceiptsEmailSubject, { count: String(receiptIds.length) });
  const lead = one ? `${subject} on Receipts.` : `You have ${subject} on Receipts.`;
  return hubMail(to, subject, { text: lead, html: escapeHtml(lead) }, receiptIds, links);
}
