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

/**
 * The lists and their matching (harsh-screen.ts), loaded and built on the first check, not at module load:
 * the receipts function serves many routes that never screen text.
 */
let screen: Promise<typeof import('./harsh-screen')> | undefined;
const theScreen = () => {
  screen ??= import('./harsh-screen');
  // A load that failed is tried again on the next check rather than refusing every text for the process's life.
  screen.catch(() => {
    screen = undefined;
  });
  return screen;
};

export async function screenOf(text: string): Promise<Screening> {
  const found = (await theScreen()).listedIn(text);
  return found === 'selfHarm'
    ? { harshness: 'refused', selfHarm: true }
    : { harshness: found, selfHarm: false };
}

export const harshnessOf = async (text: string): Promise<Harshness> => (await screenOf(text)).harshness;
