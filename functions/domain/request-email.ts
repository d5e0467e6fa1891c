import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { StoredRequestForMe } from './feedback-requests';
import { escapeHtml } from './html-escape';
import { nameInHtml, nameInText } from './mail-names';
import { type MailMessage, memberMail, type ReceiptMailLinks } from './receipt-email';

/**
 * "Ida asked you for a receipt", to a contact the asker chose: who asks and a link to answer on the asker's
 * give page, never the question (like a receipt's text, it stays in the app, and no member's words reach
 * another's inbox). The asker's name is text, never a link (mail-names.ts).
 */
export function requestEmail(
  sent: Pick<StoredRequestForMe, 'id' | 'askerName'>,
  to: string,
  links: ReceiptMailLinks & { answer: string },
): MailMessage {
  const lead = ' asked you for a receipt on Receipts.';
  return memberMail(
    to,
    format(messages.feedbackRequestEmailSubject, { name: nameInText(sent.askerName) }),
    {
      text: `${nameInText(sent.askerName)}${lead}`,
      html: `${nameInHtml(sent.askerName)}${escapeHtml(lead)}`,
    },
    { text: 'See the question and answer it', label: 'See the question', url: links.answer },
    links,
    { 'X-Feedback-Request-Id': sent.id },
  );
}
