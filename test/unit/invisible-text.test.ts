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
