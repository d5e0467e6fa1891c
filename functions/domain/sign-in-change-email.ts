import * as messages from '@contract/messages';
import { escapeHtml } from './html-escape';
import type { MailMessage } from './receipt-email';
import type { SignInChange, SignInMethodsChange } from './sign-in-methods';

const said: Record<SignInChange, string> = {
  passkeyAdded: messages.signInChangedPasskeyAdded,
  passkeyRemoved: messages.signInChangedPasskeyRemoved,
  twoStepOn: messages.signInChangedTwoStepOn,
  twoStepOff: messages.signInChangedTwoStepOff,
};

/**
 * "Your Receipts sign-in was changed", to the member: each change on a line, and where to write when it was
 * not them. Not a notification: no unsubscribe link, and it goes whatever their setting.
 */
export function signInChangedEmail(change: SignInMethodsChange, contactUrl: string): MailMessage {
  const lines = change.changes.map((one) => said[one]);
  return {
    to: change.to,
    subject: messages.signInChangedSubject,
    text: [
      messages.signInChangedLead,
      ...lines.map((line) => `- ${line}`),
      '',
      messages.signInEmailChangedIfYou,
      `${messages.signInEmailChangedIfNot}: ${contactUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(messages.signInChangedLead)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(messages.signInEmailChangedIfYou)}</p>`,
      `<p>${escapeHtml(messages.signInEmailChangedIfNot)}: <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
    ].join('\n'),
    headers: { 'X-Account-Notice': 'sign-in-changed' },
  };
}
