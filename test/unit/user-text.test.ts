import * as messages from '@contract/messages';
import { AddContactRequest } from '@contract/schemas/contacts';
import { PutProfileRequest, SocialLinks, Username } from '@contract/schemas/profile';
import { CreateReceiptRequest, EditReceiptRequest, ListReceiptsQuery } from '@contract/schemas/receipts';
import { normaliseText } from '@contract/schemas/text';
import { UserSearchQuery } from '@contract/schemas/users';
import type * as z from 'zod/mini';

const refused = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};
const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const c0c1 = ['\u0000', '\u0007', '\u0008', '\t', '\u000b', '\u001b', '\u007f', '\u0080', '\u0085', '\u009f'];
const hex = (chars: string[]) =>
  chars.map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c] as const);
const zeroWidth = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];

describe('user-entered text is normalised and refuses control, bidi and (in identifiers) zero-width characters', () => {
  it('normalises to NFC, trims, and stores line breaks as \\n', () => {
    expect(normaliseText('  Cafe\u0301 \r\nnext\rline  ')).toBe('Caf\u00e9 \nnext\nline');
  });

  it.each(hex([...bidi, ...c0c1]))('refuses U+%s in every text field', (_, ch) => {
    const text = `a${ch}b`;
    expect(refused(PutProfileRequest, { firstName: text })).toBe(messages.disallowedCharacters);
    expect(refused(PutProfileRequest, { shortBio: text })).toBe(messages.disallowedCharacters);
    expect(refused(PutProfileRequest, { fullName: text })).toBe(messages.disallowedCharacters);
    expect(refused(AddContactRequest, { username: 'someone', name: text })).toBe(
      messages.disallowedCharacters,
    );
    expect(refused(AddContactRequest, { username: text, name: 'A' })).toBe(messages.disallowedCharacters);
    expect(refused(EditReceiptRequest, { receiptText: text })).toBe(messages.disallowedCharacters);
    expect(
      refused(CreateReceiptRequest, { clientRequestId: 'abcdefgh', recipientId: 'x', receiptText: text }),
    ).toBe(messages.disallowedCharacters);
    expect(refused(SocialLinks, { instagram: `https://x.com/${text}` })).toBe(messages.disallowedCharacters);
    expect(refused(ListReceiptsQuery, { q: text })).toBe(messages.disallowedCharacters);
    expect(refused(UserSearchQuery, { q: text })).toBe(messages.disallowedCharacters);
    expect(refused(Username, text)).toBe(messages.disallowedCharacters);
  });

  it.each(hex(zeroWidth))('refuses U+%s in usernames and search terms, allows it in names', (_, ch) => {
    expect(refused(Username, `ab${ch}cd`)).toBe(messages.disallowedCharacters);
    expect(refused(AddContactRequest, { username: `ab${ch}cd`, name: 'A' })).toBe(
      messages.disallowedCharacters,
    );
    expect(refused(UserSearchQuery, { q: `a${ch}b` })).toBe(messages.disallowedCharacters);
    // Joiners are part of emoji sequences and some scripts' names.
    expect(refused(PutProfileRequest, { firstName: `Ana${ch}` })).toBeNull();
  });

  it('keeps line breaks in receipt text only', () => {
    expect(EditReceiptRequest.parse({ receiptText: ' one\r\ntwo ' })).toEqual({ receiptText: 'one\ntwo' });
    expect(refused(PutProfileRequest, { shortBio: 'one\ntwo' })).toBe(messages.disallowedCharacters);
    expect(refused(PutProfileRequest, { firstName: 'one\ntwo' })).toBe(messages.disallowedCharacters);
  });

  it('counts limits on the normalised text', () => {
    const decomposed = 'e\u0301'.repeat(40); // 80 code units, 40 characters once composed
    expect(PutProfileRequest.parse({ shortBio: decomposed }).shortBio).toBe('\u00e9'.repeat(40));
    expect(refused(PutProfileRequest, { shortBio: `${'a'.repeat(50)}  ` })).toBeNull();
    expect(refused(PutProfileRequest, { shortBio: 'a'.repeat(51) })).toBe(messages.shortBioTooLong);
  });
});
