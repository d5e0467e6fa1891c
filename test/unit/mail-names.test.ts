import fc from 'fast-check';
import { type DigestContent, digestEmail } from '../../functions/domain/digest-email';
import { nameInHtml, nameInText } from '../../functions/domain/mail-names';
import { type MailMessage, receiptEmail } from '../../functions/domain/receipt-email';

const links = {
  hub: 'https://receipts.example/receipts-hub',
  giveTo: (username: string) => `https://receipts.example/receipt?to=${username}`,
  unsubscribe: 'https://receipts.example/unsubscribe?token=t&list=digest',
  oneClickUnsubscribe: 'https://api.example/notifications/one-click-unsubscribe?token=t&list=digest',
};
const ourLinks = [links.hub, links.giveTo('fern'), links.unsubscribe];
/** The words of our own links: no other words may be a link. */
const ourLinkWords = ['Open your Receipts Hub', 'Unsubscribe', 'Give a receipt'];

/** Names that mail clients would turn into links if written as they are. */
const addressNames = [
  'www.evil.com',
  'http://x.y',
  'evil.com',
  'HTTPS://EVIL.COM/login',
  'ada@evil.com',
  'mailto:ada@evil.com',
  'Ada (see evil.com/offer)',
  'evil\u3002com',
  'Ada <a href="https://evil.com">Lovelace</a>',
];

/**
 * What an auto-linker takes for an address: a scheme and what follows, `www.` and what follows, or a
 * domain (any of the full stops IDNA reads as a dot) with an optional path. U+200B is no part of a word.
 */
const linkable =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www[.\u3002\uFF0E\uFF61]|mailto:)[^\s<>"]*|(?:[a-z0-9-]+[.\u3002\uFF0E\uFF61])+[a-z]{2,}(?:[/?#][^\s<>"]*)?/giu;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#8203': '\u200B',
};
/** The text a reader sees in the HTML part: a block ends a line, an inline tag (a span) ends no word. */
const visibleText = (html: string) =>
  html
    .replace(/<\/?(p|ul|li)\b[^>]*>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (all, name: string) => entities[name] ?? all);
const withoutBreaks = (text: string) => text.replaceAll('\u200B', '');

/** Every address a mail client could link in the mail's text or HTML is one of ours; every link is ours. */
function expectOnlyOurLinks(mail: MailMessage) {
  for (const part of [mail.text, visibleText(mail.html)]) {
    const found = [...part.matchAll(linkable)].map(([token]) => token);
    expect(found.filter((token) => !ourLinks.includes(token))).toEqual([]);
  }
  const anchors = [...mail.html.matchAll(/<a\s[^>]*>([\s\S]*?)<\/a>/g)].map(([, words]) => words);
  expect(anchors.filter((words) => !ourLinkWords.includes(words ?? ''))).toEqual([]);
  expect(mail.html.match(/<a\s/g)?.length).toBe(anchors.length);
}

const receiptMail = (senderName: string) =>
  receiptEmail({ id: 'r1', anonymous: false, senderName }, 'rhea@example.com', links);

const digestMail = (name: string) => {
  const content: DigestContent = {
    isoWeek: '2026-W49',
    firstName: name,
    received: [{ id: 'r1', anonymous: false, senderName: name, category: 'Work', intent: '' }],
    reflectionsWritten: 0,
    nudge: [{ name, username: 'fern' }],
  };
  return digestEmail(content, 'rhea@example.com', links);
};

describe('a name in an e-mail', () => {
  it.each(addressNames)('%s is never a link in the receipt e-mail, and reads the same', (name) => {
    const mail = receiptMail(name);
    expectOnlyOurLinks(mail);
    expect(withoutBreaks(mail.text)).toContain(`${name} gave you a receipt`);
    expect(withoutBreaks(visibleText(mail.html))).toContain(`${name} gave you a receipt`);
  });

  it.each(addressNames)('%s is never a link in the digest (greeting, highlight, inner circle)', (name) => {
    const mail = digestMail(name);
    expectOnlyOurLinks(mail);
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(withoutBreaks(part)).toContain(`Hi ${name},`);
      expect(withoutBreaks(part)).toContain(`${name} gave you a receipt about Work.`);
    }
  });

  it('never links any name made of letters and the marks of an address', () => {
    const name = fc.string({ unit: fc.constantFrom(...'wevil.com:/@ht-x\u3002'), minLength: 1 });
    fc.assert(
      fc.property(name, (n) => {
        expectOnlyOurLinks(receiptMail(n));
        expectOnlyOurLinks(digestMail(n));
      }),
    );
  });

  it('leaves an ordinary name as it is, and escapes the HTML one in a span of its own', () => {
    expect(nameInText('Ada Lovelace')).toBe('Ada Lovelace');
    expect(nameInHtml('Fern <Friend>')).toBe('<span>Fern &lt;Friend&gt;</span>');
    expect(nameInHtml('ada.com')).toBe('<span>ada&#8203;.&#8203;com</span>');
  });
});
