import { randomInt } from 'node:crypto';

/**
 * A mark that makes a text unique and that the harshness check can never read as a word: digits that stand
 * for no letter (a UUID's hex, with 4 as a, 5 as s, 3 as e, can spell a listed word about once in 10,000).
 */
export const uniqueMark = () => Array.from({ length: 16 }, () => '2689'[randomInt(4)]).join('');
