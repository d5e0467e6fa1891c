import { englishListCheck } from './english-list';
import { entriesOf, type HarshWords, harshWords, notOnEnglishList } from './harsh-words';
import { cleanedText, foldedWords, joinedLetters } from './matching-text';

type Kind = keyof HarshWords;

const lists = Object.values(harshWords);

/** Our lists' entries of a kind, in every language, as one whole-word pattern over folded text. */
const wholeWordsOf = (kind: Kind) => {
  // A phrase is matched with its words run together too ("killyourself"), still as one whole word.
  const entries = lists.flatMap((list) =>
    entriesOf(list[kind]).flatMap((entry) => {
      const words = foldedWords(entry).trim();
      return words.includes(' ') ? [words, words.replaceAll(' ', '')] : [words];
    }),
  );
  return new RegExp(
    ` (?:${entries.map((entry) => entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}) `,
    'u',
  );
};

/** obscenity's English list (english-list.ts). */
const english = englishListCheck(entriesOf(notOnEnglishList));
const ours: Record<Kind, RegExp> = {
  slurs: wholeWordsOf('slurs'),
  threats: wholeWordsOf('threats'),
  selfHarm: wholeWordsOf('selfHarm'),
  swearing: wholeWordsOf('swearing'),
};

/**
 * What the lists find in a text (harshness.ts says what each finding means): built when this module loads,
 * which harshness.ts does on the first check.
 */
export function listedIn(text: string): 'refused' | 'selfHarm' | 'harsh' | 'clear' {
  const cleaned = cleanedText(text);
  const texts = new Set([cleaned, joinedLetters(cleaned)]);
  const folded = [...new Set([...texts].map(foldedWords))];
  const found = (kind: Kind) => folded.some((words) => ours[kind].test(words));
  // A threat is a threat even beside words about self-harm ("ich bring dich um" holds "bring dich um").
  if (found('slurs') || found('threats')) return 'refused';
  if (found('selfHarm')) return 'selfHarm';
  const inEnglish = english(texts);
  if (inEnglish === 'slur') return 'refused';
  return inEnglish || found('swearing') ? 'harsh' : 'clear';
}
