import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { escapeHtml } from './html-escape';
import { nameInHtml, nameInText } from './mail-names';
import { type MailMessage, memberMail, type ReceiptMailLinks } from './receipt-email';

/** Which of a follow-up's two e-mails: when it is asked, and the reminder a week later if still pending. */
export type FollowUpMailKind = 'asked' | 'reminder';

const leads: Record<FollowUpMailKind, string> = {
  asked: ' asked whether you have noticed a change since your receipts. Answer or decline on Receipts.',
  reminder: ' is still hoping to hear whether you have noticed a change. Answer or decline on Receipts.',
};

/**
 * "Ana asked whether you have seen a change", to a giver of receipts linked to the asker's goal: who asks and a
 * link to answer, never the goal or the question (a member's words stay in the app). The giver gave the asker
 * those receipts, anonymously or not, so the asker's name tells them nothing new; nothing goes to the asker.
 */
export function followUpEmail(
  ask: { id: string; askerName: string },
  kind: FollowUpMailKind,
  to: string,
  links: ReceiptMailLinks & { answer: string },
): MailMessage {
  const subject = kind === 'asked' ? messages.followUpEmailSubject : messages.followUpReminderEmailSubject;
  return memberMail(
    to,
    format(subject, { name: nameInText(ask.askerName) }),
    {
      text: `${nameInText(ask.askerName)}${leads[kind]}`,
      html: `${nameInHtml(ask.askerName)}${escapeHtml(leads[kind])}`,
    },
    { text: 'Answer the follow-up', label: 'Answer the follow-up', url: links.answer },
    links,
    { 'X-Follow-Up-Id': ask.id, 'X-Follow-Up-Mail': kind },
  );
}
