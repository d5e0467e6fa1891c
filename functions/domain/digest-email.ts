import { categories, otherCategory } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { escapeHtml } from './html-escape';
import { nameInHtml, nameInText } from './mail-names';
import { type MailMessage, senderInMail } from './receipt-email';
import type { StoredReceipt } from './receipts';

export type DigestReceipt = Pick<StoredReceipt, 'id' | 'anonymous' | 'senderName' | 'category' | 'intent'>;

export interface DigestContent {
  isoWeek: string;
  firstName: string;
  /** The week's received receipts (in the hub: none withheld, removed or from a deleted account), newest first. */
  received: readonly DigestReceipt[];
  /** Inner-circle members not given a receipt in `limits.innerCircleNudgeDays`. */
  nudge: readonly { name: string; username: string }[];
  /** Reflections first written this week, as the journal lists them. */
  reflectionsWritten: number;
  /** Feedback requests answered and follow-up answers received this week, as their pages show them. */
  requestsAnswered?: number;
  followUpsAnswered?: number;
}

export interface DigestLinks {
  hub: string;
  /** The give flow with a member chosen. */
  giveTo: (username: string) => string;
  unsubscribe: string;
  oneClickUnsubscribe: string;
}

/** The week's receipts per category (the four, then Other), only the categories that had any. */
export function countsByCategory(received: readonly DigestReceipt[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of received)
    counts.set(r.category || otherCategory, (counts.get(r.category || otherCategory) ?? 0) + 1);
  return [...categories, otherCategory].flatMap((c) =>
    counts.has(c) ? [[c, counts.get(c)!] as [string, number]] : [],
  );
}

const nudgeLead = `Your inner circle: you haven't given these people a receipt in ${limits.innerCircleNudgeDays} days.`;

/** The highlighted receipt: the week's newest. Its text stays in the app, as in every e-mail of ours. */
const highlightOf = (received: readonly DigestReceipt[]) => received[0];

/** What follows the highlighted receipt's sender: its category and intent. */
const highlightRest = (r: DigestReceipt) =>
  ` gave you a receipt${r.category ? ` about ${r.category}` : ''}${r.intent ? ` (${r.intent})` : ''}.`;

/**
 * "Your week on Receipts": the week's received receipts by category, one highlighted (an anonymous sender
 * stays "Someone": never their name, username or id, not even in headers), and the inner circle's nudge,
 * with the RFC 8058 headers whose one-click URL turns the digest (only) off. Every name in it is text,
 * never a link, and none reads as an address to a mail client (mail-names.ts).
 */
/** The week's reflections, when there were any: none is not worth a line. */
const reflectionsLine = (written: number) =>
  written === 0
    ? null
    : `You wrote ${written === 1 ? 'a reflection' : `${written} reflections`} on what you'll try next.`;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** The week's answers to the member's requests and follow-ups, when there were any. */
const loopLine = (requests: number, followUps: number) => {
  const parts = [
    requests ? `${plural(requests, 'a request', 'requests')} for feedback answered` : '',
    followUps ? `${plural(followUps, 'a follow-up answer', 'follow-up answers')} on your goals` : '',
  ].filter(Boolean);
  return parts.length ? `This week: ${parts.join(', ')}.` : null;
};

export function digestEmail(content: DigestContent, to: string, links: DigestLinks): MailMessage {
  const counts = countsByCategory(content.received);
  const total = content.received.length;
  const highlight = highlightOf(content.received);
  const week =
    total === 0
      ? 'No new receipts this week.'
      : `You received ${total} receipt${total === 1 ? '' : 's'} this week: ${counts.map(([c, n]) => `${c} ${n}`).join(', ')}.`;
  const lines: string[] = [`Hi ${nameInText(content.firstName)},`, '', week];
  if (highlight)
    lines.push(
      '',
      `Highlight: ${nameInText(senderInMail(highlight))}${highlightRest(highlight)}`,
      `Read it in your Receipts Hub: ${links.hub}`,
    );
  const reflections = reflectionsLine(content.reflectionsWritten);
  if (reflections) lines.push('', reflections);
  const loop = loopLine(content.requestsAnswered ?? 0, content.followUpsAnswered ?? 0);
  if (loop) lines.push('', loop);
  if (content.nudge.length) {
    lines.push('', nudgeLead);
    for (const m of content.nudge) lines.push(`- ${nameInText(m.name)}: ${links.giveTo(m.username)}`);
  }
  lines.push('', `Don't want the weekly digest? Unsubscribe: ${links.unsubscribe}`);

  const html = [
    `<p>Hi ${nameInHtml(content.firstName)},</p>`,
    `<p>${escapeHtml(week)}</p>`,
    highlight
      ? `<p><strong>Highlight:</strong> ${nameInHtml(senderInMail(highlight))}${escapeHtml(highlightRest(highlight))} <a href="${escapeHtml(links.hub)}">Open your Receipts Hub</a></p>`
      : '',
    reflections ? `<p>${escapeHtml(reflections)}</p>` : '',
    // The name beside its link, never in it: a link's words are ours only.
    content.nudge.length
      ? `<p>${escapeHtml(nudgeLead)}</p><ul>${content.nudge
          .map(
            (m) =>
              `<li>${nameInHtml(m.name)}: <a href="${escapeHtml(links.giveTo(m.username))}">Give a receipt</a></li>`,
          )
          .join('')}</ul>`
      : '',
    `<p style="font-size:12px;color:#666">Don't want the weekly digest? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`,
  ].filter(Boolean);
  return {
    to,
    subject: messages.digestEmailSubject,
    text: lines.join('\n'),
    html: html.join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Digest-Week': content.isoWeek,
    },
  };
}
