import * as z from 'zod/mini';
import { format } from '../format';
import { withoutFormatCharacters } from '../invisible-characters';
import * as messages from '../messages';

export interface TextRules {
  /** Keeps line breaks (stored as `\n`); single-line fields refuse them. */
  multiline?: boolean;
  /** Usernames and search terms: zero-width characters are refused too. */
  identifier?: boolean;
  /**
   * A receipt's words, which the harshness check reads: stored in compatibility form (NFKC: full-width and
   * styled letters as plain ones) without invisible format characters, so the text checked is the text
   * stored, and texts that differ only in characters nobody sees are the same text.
   */
  screened?: boolean;
}

/**
 * C0 and C1 control characters (line feed is allowed separately in multi-line fields), bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), and the bidi marks that have no
 * visible form in a name either (U+200E, U+200F, U+061C). A lone surrogate (half of a character, not
 * well-formed Unicode) is refused too: it cannot be stored or shown as what was typed.
 */
const controls = /(?!\n)\p{Cc}|[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]|\p{Cs}/u;
const lineBreak = /\n/u;
/** Zero-width space / non-joiner / joiner, word joiner, BOM, soft hyphen, and the invisible operators. */
const zeroWidth = /[\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u180E]/u;

/** NFC, `\r\n` and lone `\r` as `\n`, trimmed: how every user-entered text is stored and measured. */
export const normaliseText = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** NFKC and no invisible format characters (`TextRules.screened`), trimmed again once they are gone. */
export const screenedText = (text: string) => withoutFormatCharacters(text.normalize('NFKC')).trim();

/** The characters `text` may not contain under `rules` (after normalising). */
export function hasDisallowedCharacters(text: string, rules: TextRules = {}): boolean {
  if (controls.test(text)) return true;
  if (!rules.multiline && lineBreak.test(text)) return true;
  return Boolean(rules.identifier) && zeroWidth.test(text);
}

/** A length limit whose message names the field: "Full name must be at most 100 characters". */
export const maxChars = (field: string, max: number) =>
  z.maxLength(max, { error: format(messages.textTooLong, { field, max: String(max) }) });

/**
 * The checks every user-entered text field starts with: normalise (so limits count the stored text),
 * then refuse control, bidi-override and (in identifiers) zero-width characters with one clear message.
 * Refusing rather than stripping: what is stored is what the person saw and sent (a screened text loses only
 * what showed nothing, after the refusals, so a bidi override is still refused rather than dropped).
 * Use: `z.string().check(...userText(), z.maxLength(n))`.
 */
export const userText = (rules: TextRules = {}) =>
  [
    z.overwrite(normaliseText),
    z.refine<string>((text) => !hasDisallowedCharacters(text, rules), {
      error: messages.disallowedCharacters,
      abort: true,
    }),
    ...(rules.screened ? [z.overwrite(screenedText)] : []),
  ] as const;

/**
 * A required user-entered text: `message` when it is missing or empty once normalised, then `checks` in
 * order. Use: `requiredText(messages.emailRequired, [z.regex(emailPattern)])`.
 */
export const requiredText = (
  message: string,
  checks: z.core.$ZodCheck<string>[] = [],
  rules: TextRules = {},
) => z.string({ error: message }).check(...userText(rules), z.minLength(1, { error: message }), ...checks);
