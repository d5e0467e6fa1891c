import { cardInitialOf } from '@contract/initials';
import * as messages from '@contract/messages';
import { brandColours as c } from './brand-colours';
import { escapeHtml } from './html-escape';
import { nameInHtml } from './mail-names';

/**
 * The receipt card as far as e-mail allows, in tables and inline styles: the giver's circle and "From" line,
 * and in the quote's place a line saying the words wait in the hub (an e-mail never carries a receipt's
 * text). Mail clients draw no masks, so the site's perforated top edge is a dashed one.
 */
export function receiptMailCardHtml(from: string, anonymous: boolean): string {
  const initial = escapeHtml(cardInitialOf(from, anonymous));
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:480px;border-collapse:separate;background:${c.surface};border:1px solid ${c.border};border-top:3px dashed ${c.primary};border-radius:6px 6px 12px 12px">`,
    '<tr><td style="padding:20px 24px">',
    '<table role="presentation" cellpadding="0" cellspacing="0"><tr>',
    `<td style="width:36px;height:36px;border-radius:18px;background:${c.primary};color:${c.primaryText};text-align:center;vertical-align:middle;font:bold 16px Arial,sans-serif">${initial}</td>`,
    `<td style="padding-left:12px;font:bold 15px Arial,sans-serif;color:${c.text}">From ${nameInHtml(from)}</td>`,
    '</tr></table>',
    `<p style="margin:16px 0 0;font:italic 18px Georgia,serif;color:${c.muted}">${escapeHtml(messages.receiptEmailCardNote)}</p>`,
    '</td></tr></table>',
  ].join('');
}
