import { withoutFormatCharacters } from '@contract/invisible-characters';

/**
 * Numbers and codes are not words: a token of digits only ("455" is no "ass"), or a long one with several digits
 * (an id, an order number, a hex string), is left out before matching, as letter-swap matching would read words
 * into them. A hyphenated token is a code as a whole when it is long and digit-laden and each part is a number,
 * a code or hex with a digit (a UUID); otherwise each part is judged alone, so "kill-yourself-123" keeps its
 * words and "n1gg3r-123" its swapped letters.
 */
const tokens = /(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?![\p{L}\p{N}-])/gu;
const hexWithDigit = /^(?=.*\d)[0-9a-f]+$/i;
const isCode = (token: string) => {
  const digits = token.replace(/\P{N}/gu, '').length;
  const length = token.replace(/-/g, '').length;
  return digits === length || (length >= 8 && digits >= 3);
};
const isWholeCode = (token: string) =>
  isCode(token) && token.split('-').every((part) => isCode(part) || hexWithDigit.test(part));
const withoutCode = (token: string) =>
  isWholeCode(token)
    ? ' '
    : token
        .split('-')
        .map((part) => (isCode(part) ? ' ' : part))
        .join('-');

/**
 * The text as every matcher starts from: compatibility form (full-width and styled letters as plain ones),
 * invisible format characters gone (a zero-width space inside a word hides nothing), numbers and codes left out.
 */
export const cleanedText = (text: string) =>
  withoutFormatCharacters(text.normalize('NFKC')).replace(tokens, withoutCode);

/**
 * Letters spaced out one by one ("f a g", "k.i.k.e") joined, so spacing a word out does not hide it; apostrophes
 * dropped first ("I'll" is "ill").
 */
export const joinedLetters = (text: string) =>
  text
    .replace(/['’‘`ʼ]/g, '')
    .replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][ .\-_*]+){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (run) =>
      run.replace(/[ .\-_*]+/g, ''),
    );

const leet: Record<string, string> = {
  0: 'o',
  1: 'i',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
/** A word with its letter swaps: letters and digits, and @ $ ! before a letter or digit ("sh!t", "$hit"). */
const word = /(?:[\p{L}\p{N}]|[@$!](?=[\p{L}\p{N}]))+/gu;

/**
 * Words as our lists are matched: lower case without accents (ß as ss), apostrophes dropped, letter swaps read
 * in any word that has a letter ("k1ll"), every letter repeated in a row written once ("fuuuck", "connard" as
 * "conard"), and anything between words (spaces, hyphens, dots, line breaks) one space, so "kill-yourself" and
 * "kill   yourself" read as "kill yourself". Lists and texts go through the same folding.
 */
export const foldedWords = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’‘`ʼ]/g, '')
    .replace(word, (w) => (/\p{L}/u.test(w) ? w.replace(/[013457@$!]/g, (c) => leet[c] ?? c) : w))
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
