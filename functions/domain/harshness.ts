import type { HarshWords } from './harsh-words';
import { cleanedText, foldedWords, joinedLetters } from './matching-text';

/**
 * What a receipt's words come to before it is sent: clear; harsh (swearing, crude or insulting words: the
 * giver is asked whether they mean it, and an anonymous receipt can't go like that); or refused (a slur, a
 * threat or words encouraging self-harm, which never go). These are word and phrase lists, matched through
 * invisible characters, letter swaps, look-alike characters, repeated letters and spaced-out letters; they do
 * not understand meaning. What they list is in docs/features/give-receipt.md.
 */
export type Harshness = 'clear' | 'harsh' | 'refused';

/** A text's harshness, and whether what refused it is about self-harm (its refusal says where to get help). */
export interface Screening {
  harshness: Harshness;
  selfHarm: boolean;
}

type Kind = keyof HarshWords;

interface Screen {
  /** obscenity's English list (english-list.ts). */
  english: (texts: Iterable<string>) => 'slur' | 'word' | null;
  /** Our lists' entries of each kind, in every language, as one whole-word pattern over folded text. */
  ours: Record<Kind, RegExp>;
}

/**
 * The word lists, loaded and built on the first check, not at module load: building obscenity's English list
 * is a good part of the receipts function's start, and its other routes never screen text.
 */
let screen: Promise<Screen> | undefined;
const theScreen = () => {
  screen ??= Promise.all([import('./english-list'), import('./harsh-words')]).then(
    ([{ englishListCheck }, { entriesOf, harshWords, notOnEnglishList }]) => {
      const lists = Object.values(harshWords);
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
      return {
        english: englishListCheck(entriesOf(notOnEnglishList)),
        ours: {
          slurs: wholeWordsOf('slurs'),
          threats: wholeWordsOf('threats'),
          selfHarm: wholeWordsOf('selfHarm'),
          swearing: wholeWordsOf('swearing'),
        },
      };
    },
  );
  // A load that failed is tried again on the next check rather than refusing every text for the process's life.
  screen.catch(() => {
    screen = undefined;
  });
  return screen;
};

export async function screenOf(text: string): Promise<Screening> {
  const { english, ours } = await theScreen();
  const cleaned = cleanedText(text);
  const texts = new Set([cleaned, joinedLetters(cleaned)]);
  const folded = [...new Set([...texts].map(foldedWords))];
  const found = (kind: Kind) => folded.some((words) => ours[kind].test(words));
  // A threat is a threat even beside words about self-harm ("ich bring dich um" holds "bring dich um").
  if (found('slurs') || found('threats')) return { harshness: 'refused', selfHarm: false };
  if (found('selfHarm')) return { harshness: 'refused', selfHarm: true };
  const inEnglish = english(texts);
  if (inEnglish === 'slur') return { harshness: 'refused', selfHarm: false };
  return { harshness: inEnglish || found('swearing') ? 'harsh' : 'clear', selfHarm: false };
}

export const harshnessOf = async (text: string): Promise<Harshness> => (await screenOf(text)).harshness;
