import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { escapeHtml } from './html-escape';
import type { MailMessage } from './receipt-email';

/** A changed sign-in e-mail, as its record in the table keeps it (`entity: 'emailChange'`). */
export interface SignInEmailChange {
  userId: string;
  from: string;
  /** Whether the old address was verified: an unproven one may be someone else's, and is not told. */
  fromVerified: boolean;
  to: string;
  changedAt: string;
}

/** An address shown in part: its first character and its domain ("a•••@example.com"). */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${[...address.slice(0, at)][0]}•••${address.slice(at)}`;
}

/**
 * "Your Receipts sign-in e-mail was changed", to the old address: the new one in part, and where to write
 * when it was not the member. Not a notification: no unsubscribe link, and it goes whatever their setting.
 */
export function emailChangedEmail(change: SignInEmailChange, contactUrl: string): MailMessage {
  const lead = format(messages.signInEmailChangedLead, { address: maskedAddress(change.to) });
  return {
    to: change.from,
    subject: messages.signInEmailChangedSubject,
    text: [
      lead,
      '',
      messages.signInEmailChangedIfYou,
      `${messages.signInEmailChangedIfNot}: ${contactUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(messages.signInEmailChangedIfYou)}</p>`,
      `<p>${escapeHtml(messages.signInEmailChangedIfNot)}: <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
    ].join('\n'),
    headers: { 'X-Account-Notice': 'sign-in-email-changed' },
  };
}
