import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * obscenity's English word list: swearing, crude sexual words, insults and slurs, matched inside words through
 * letter swaps, look-alike characters and repeated letters. Imported by name, so the receipts bundle carries
 * the matcher and the list but not obscenity's censoring tools.
 */

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

/** The list as a check of texts; `ordinary` are words that hold a listed one and are never read as it. */
export function englishListCheck(ordinary: readonly string[]) {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  const built = dataset.build();
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ordinary],
    ...englishRecommendedTransformers,
  });
  /** What the list finds in any of `texts`: a slur, only other listed words, or nothing (null). */
  return (texts: Iterable<string>): 'slur' | 'word' | null => {
    let found: 'word' | null = null;
    for (const text of texts)
      for (const match of matcher.getAllMatches(text)) {
        const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
        if (slurs.has(word)) return 'slur';
        found = 'word';
      }
    return found;
  };
}
