/**
 * Characters that show nothing on their own: white space, format characters (Unicode Cf: zero-width space and
 * joiners, word joiner, BOM, soft hyphen, bidi marks, tag characters) and the blank letters (Hangul fillers,
 * braille blank).
 */
export const invisible = /[\s\p{Cf}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Every format character but the ones that draw something: a zero-width joiner between two pictographs (one
 * emoji: 👩‍💻, not 👩💻) and the tag characters of a subdivision flag (🏴 and its tags). The first group is
 * what is kept.
 */
const formatCharacters =
  /((?<=\p{Extended_Pictographic}\p{M}*[\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})|(?<=\u{1F3F4}[\u{E0020}-\u{E007F}]*)[\u{E0020}-\u{E007F}])|\p{Cf}/gu;

/** `text` without its invisible format characters: text that differs only in them is the same text. */
export const withoutFormatCharacters = (text: string) =>
  text.replace(formatCharacters, (_, drawn: string | undefined) => drawn ?? '');
