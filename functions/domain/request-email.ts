import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { StoredRequestForMe } from './feedback-requests';
import { escapeHtml } from './html-escape';
import { nameInHtml, nameInText } from './mail-names';
import { type MailMessage, memberMail, type ReceiptMailLinks } from './receipt-email';

/**
 * Which of a request's e-mails to a chosen contact: when it is asked, its reminder three days on, and the
 * asker's own resend; the last two only while the contact has not answered.
 */
export type RequestMailKind = 'asked' | 'reminder' | 'resend';

const leads: Record<RequestMailKind, string> = {
  asked: ' asked you for a receipt on Receipts.',
  reminder: ' is still hoping for your receipt on Receipts.',
  resend: ' is still hoping for your receipt on Receipts.',
};

/**
 * "Ida asked you for a receipt", to a contact the asker chose, and its reminders: who asks and a link to
 * answer on the asker's give page, never the question (like a receipt's text, it stays in the app, and no
 * member's words reach another's inbox). The asker's name is text, never a link (mail-names.ts).
 */
export function requestEmail(
  sent: Pick<StoredRequestForMe, 'id' | 'askerName'>,
  to: string,
  links: ReceiptMailLinks & { answer: string },
  kind: RequestMailKind = 'asked',
): MailMessage {
  const subject =
    kind === 'asked' ? messages.feedbackRequestEmailSubject : messages.feedbackRequestReminderEmailSubject;
  return memberMail(
    to,
    format(subject, { name: nameInText(sent.askerName) }),
    {
      text: `${nameInText(sent.askerName)}${leads[kind]}`,
      html: `${nameInHtml(sent.askerName)}${escapeHtml(leads[kind])}`,
    },
    { text: 'See the question and answer it', label: 'See the question', url: links.answer },
    links,
    { 'X-Feedback-Request-Id': sent.id, 'X-Feedback-Request-Mail': kind },
  );
}
