import * as messages from '@contract/messages';
import { hasReceiptContent, hasVisibleText } from '@contract/receipt-content';
import { CreateReceiptRequest, EditReceiptRequest } from '@contract/schemas/receipts';
import { hasDisallowedCharacters } from '@contract/schemas/text';

const invisibleOnly = [
  '\u200B\u200B',
  '\uFEFF',
  '\u00AD\u2060',
  '\u200D\u200C',
  '\u{E0041}\u{E0042}',
  '\u3164',
  '\u2800 \u2800',
  '\u00A0\u3000',
];

describe('text that shows nothing', () => {
  it.each(invisibleOnly.map((t) => [JSON.stringify(t), t]))('%s is no receipt content', (_, text) => {
    expect(hasVisibleText(text)).toBe(false);
    expect(hasReceiptContent({ receiptText: text })).toBe(false);
    const request = {
      clientRequestId: 'request-1',
      recipientId: '5b1d4b6e-08c4-4b5b-9d1e-2d8f1b2c3a4d',
      receiptText: text,
    };
    const created = CreateReceiptRequest.safeParse(request);
    expect(created.error?.issues.map((i) => i.message)).toEqual([messages.receiptEmpty]);
    const edited = EditReceiptRequest.safeParse({ receiptText: text });
    expect(edited.error?.issues.map((i) => i.message)).toEqual([messages.receiptTextEmpty]);
  });

  it('still counts text with a visible character among invisible ones, and emoji sequences', () => {
    for (const text of ['\u200Bhi', '👩\u200D💻', 'é', '.']) expect(hasVisibleText(text)).toBe(true);
  });
});

describe('ill-formed text', () => {
  it('refuses a lone surrogate in every field, and keeps whole astral characters', () => {
    for (const text of ['hi \uD800', '\uDC00 there', 'a\uD83D']) {
      expect(hasDisallowedCharacters(text)).toBe(true);
      expect(hasDisallowedCharacters(text, { multiline: true })).toBe(true);
    }
    expect(hasDisallowedCharacters('thanks 🙏 𝒜')).toBe(false);
  });
});

describe('receipt text is stored screened: compatibility form, no invisible format characters', () => {
  const sent = (receiptText: string) =>
    CreateReceiptRequest.parse({
      clientRequestId: 'request-1',
      recipientId: '5b1d4b6e-08c4-4b5b-9d1e-2d8f1b2c3a4d',
      receiptText,
    }).receiptText;

  it('drops zero-width and other format characters: texts that differ only in them are the same text', () => {
    for (const text of [
      'k\u200bill yourself',
      '\ufeffkill you\u00adrself\u2060',
      'kill\u200c yourself\u200d ',
    ])
      expect(sent(text)).toBe('kill yourself');
    expect(EditReceiptRequest.parse({ receiptText: 'f\u200bu\u200bc\u200bk' }).receiptText).toBe('fuck');
  });

  it('stores full-width and styled letters as plain ones (NFKC)', () => {
    expect(sent('ｆｕｃｋ 𝐨𝐟𝐟')).toBe('fuck off');
  });

  it('keeps the joiners that draw an emoji and a subdivision flag', () => {
    for (const text of [
      '👩\u200d💻 thanks',
      '👍🏽\u200d thanks',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ])
      expect(sent(text)).toBe(text === '👍🏽\u200d thanks' ? '👍🏽 thanks' : text);
  });

  it('still refuses bidi overrides rather than dropping them', () => {
    expect(
      CreateReceiptRequest.safeParse({
        clientRequestId: 'request-1',
        recipientId: 'x',
        receiptText: 'a\u202eb',
      }).error?.issues[0]?.message,
    ).toBe(messages.disallowedCharacters);
  });
});
