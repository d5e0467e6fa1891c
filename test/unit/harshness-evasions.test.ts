import { harshnessOf } from '../../functions/domain/harshness';

/**
 * Ways around the word list that each got a threat, a slur or swearing through before: invisible characters
 * inside a word, a hyphenated token with digits (once read as a code), spellings of the phrases, and German.
 */
const evasions: [string, 'harsh' | 'refused'][] = [
  ['k\u200bill yourself', 'refused'],
  ['f\u200bu\u200bc\u200bk you', 'harsh'],
  ['you n\u200bigger', 'refused'],
  ['you f\u2060a\u00adg', 'refused'],
  ['kill-yourself-123', 'refused'],
  ['n1gg3r-123', 'refused'],
  ['i hope u die', 'refused'],
  ['unalive yourself tonight', 'refused'],
  ['nobody would miss you', 'refused'],
  ['Du bist ein Arschloch', 'harsh'],
  ['Bring dich um', 'refused'],
  ['Ich bring dich um', 'refused'],
];

describe('evasions of the harshness check', () => {
  it.each(evasions)('"%s" is %s', (text, expected) => expect(harshnessOf(text)).resolves.toBe(expected));
});
