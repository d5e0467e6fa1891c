import type { DataSet, RegExpMatcher } from 'obscenity';

/**
 * What a receipt's words come to before it is sent: clear; harsh (swearing, crude or insulting words: the
 * giver is asked whether they mean it, and an anonymous receipt can't go like that); or refused (a slur or a
 * threat, which never goes). This is a word and phrase list, matched through letter swaps, look-alike
 * characters, repeated letters and spaced-out letters; it does not understand meaning. What it lists is in
 * docs/features/give-receipt.md.
 */
export type Harshness = 'clear' | 'harsh' | 'refused';

/** The words of obscenity's English list that are slurs about who someone is: refused, never only "harsh". */
const slurs = new Set([
  'abo',
  'abeed',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
  'rape',
  'retard',
  'spastic',
  'tranny',
]);

const threat = 'threat';

interface Screen {
  dataset: DataSet<{ originalWord: string }>;
  matcher: RegExpMatcher;
}

/**
 * obscenity and its word lists, loaded and built on the first check, not at module load: building the English
 * list is a good part of the receipts function's start, and its other routes never screen text.
 */
let screen: Promise<Screen> | undefined;
const theScreen = () => {
  screen ??= import('obscenity').then(
    ({ DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher }) => {
      /** Threats and incitement to self-harm, matched as phrases (apostrophes dropped first: "I'll" is "ill"). */
      const threats = new DataSet<{ originalWord: string }>().addPhrase((phrase) =>
        phrase
          .setMetadata({ originalWord: threat })
          .addPattern(pattern`kill yourself`)
          .addPattern(pattern`kill urself`)
          .addPattern(pattern`|kys|`)
          .addPattern(pattern`ill kill you`)
          .addPattern(pattern`i will kill you`)
          .addPattern(pattern`im going to kill you`)
          .addPattern(pattern`ill hurt you`)
          .addPattern(pattern`i will hurt you`)
          .addPattern(pattern`hope you die|`)
          .addPattern(pattern`you should die|`)
          .addPattern(pattern`i know where you live`),
      );
      const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset).addAll(threats);
      return {
        dataset,
        matcher: new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers }),
      };
    },
  );
  // A load that failed is tried again on the next check rather than refusing every text for the process's life.
  screen.catch(() => {
    screen = undefined;
  });
  return screen;
};

/**
 * The text as the matcher reads it: apostrophes dropped, and letters spaced out one by one ("f a g") joined,
 * so spacing a word out does not hide it.
 */
function normalized(text: string): string {
  return text
    .replace(/['’‘`]/g, '')
    .replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][ .\-_*]+){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (run) =>
      run.replace(/[ .\-_*]+/g, ''),
    );
}

/**
 * Numbers and codes are not words: a token of digits only ("455" is no "ass"), or a long one with several digits
 * (an id, an order number, a hex string; its dashes included), is left out before matching, as letter-swap
 * matching would read words into them. Swapped-letter words keep their letters ("sh1t", "k1ll", "n1gg3r").
 */
const tokens = /(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?![\p{L}\p{N}-])/gu;
const isCode = (token: string) => {
  const digits = token.replace(/\P{N}/gu, '').length;
  const length = token.replace(/-/g, '').length;
  return digits === length || (length >= 8 && digits >= 3);
};

export async function harshnessOf(text: string): Promise<Harshness> {
  const { dataset, matcher } = await theScreen();
  const words = text.replace(tokens, (token) => (isCode(token) ? ' ' : token));
  let harsh = false;
  for (const source of new Set([words, normalized(words)])) {
    for (const match of matcher.getAllMatches(source)) {
      const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
      if (word === threat || slurs.has(word)) return 'refused';
      harsh = true;
    }
  }
  return harsh ? 'harsh' : 'clear';
}
