import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as messages from '@contract/messages';
import { brandColours } from '../../functions/domain/brand-colours';
import { receiptEmail } from '../../functions/domain/receipt-email';

const links = {
  hub: 'https://receipts.example/app/receipts',
  unsubscribe: 'https://receipts.example/unsubscribe?t=x',
  oneClickUnsubscribe: 'https://api.receipts.example/unsubscribe?t=x',
};
const mailOf = (anonymous: boolean, senderName = 'Ada Lovelace') =>
  receiptEmail({ id: 'r1', anonymous, senderName }, 'rhea@example.com', links);

describe('the receipt card in the receipt e-mail', () => {
  it("shows a signed receipt's giver: the circle's letter and the From line, between the lead and the link", () => {
    const { html, text } = mailOf(false);
    const card = html.slice(html.indexOf('<table'), html.lastIndexOf('</table>'));
    expect(card).toMatch(/>A<\/td>/);
    expect(card).toContain('From <span>Ada Lovelace</span>');
    expect(card).toContain(messages.receiptEmailCardNote);
    expect(card).toContain(`border-top:3px dashed ${brandColours.primary}`);
    expect(html.indexOf('gave you a receipt')).toBeLessThan(html.indexOf('<table'));
    expect(html.indexOf('<table')).toBeLessThan(html.indexOf(links.hub));
    // The plain-text part stays as it was: no card.
    expect(text).not.toContain(messages.receiptEmailCardNote);
  });

  it('shows an unsigned receipt as from Someone, with "?" in the circle and no trace of the sender', () => {
    const { html } = mailOf(true, 'Ada Lovelace');
    expect(html).toMatch(/>\?<\/td>/);
    expect(html).toContain('From <span>Someone</span>');
    expect(html).not.toMatch(/Ada|Lovelace|>A<\/td>/);
  });

  it('escapes a giver whose name is markup', () => {
    const { html } = mailOf(false, '<img src=x>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;');
  });
});

describe('the brand colours drawn outside the site', () => {
  it("are the site's light-theme colours", () => {
    const sheet = readFileSync(join(__dirname, '../../web/src/styles/base.css'), 'utf8');
    const light = sheet.slice(0, sheet.indexOf('}'));
    const variable = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(light)?.[1]?.trim();
    expect(brandColours).toEqual({
      primary: variable('primary'),
      primaryText: variable('primary-text'),
      surface: variable('surface'),
      text: variable('text'),
      muted: variable('muted'),
      border: variable('border'),
    });
  });
});
