import { harshnessOf } from '../../functions/domain/harshness';

/** What a receipt may say without a prompt, including words that hold a listed word inside them. */
const clear = [
  'You listened before answering, and it showed.',
  'Your assessment of the class was fair.',
  'The cocktail party went well because of you.',
  'Great analysis of the Scunthorpe numbers.',
  'Your skills in the retrospective were obvious.',
  'You passed the grapes around and everyone laughed.',
  'I would kill for your calm in meetings.',
  'Reading Dickens with you was the highlight of my week.',
  'Therapist-level patience today.',
  'You made it look easy, said it kindly, and kept it short.',
];

/** Numbers, ids and codes, which letter-swap matching once read words into (each of these was flagged). */
const codes = [
  'You raised 4555 for the shelter',
  'Text a8581c94-9949-455d-80ad-b78c24c869be',
  'Text faa6687a-6261-4da2-8e93-f6771b69a757',
  'Text 559fc2aa-aa55-4e14-b487-2eb832488c8a',
  'Text 5a59cfa8-cce8-4ab0-9bb4-b3ad44fc71bc',
  'Text 4f72eacf-fa6b-46c3-a471-2475daaf3848',
];

/** Swearing and crude or insulting words, through the usual disguises: the giver is asked first. */
const harsh = [
  'What the fuck was that in the meeting',
  'You were a b1tch about it',
  'That was sh1t work',
  'fück this',
  'ｆｕｃｋ off', // full-width letters
  'f u c k that',
  'fuuuuuck, you were late again',
  'Stop being a d!ck',
  'you whore',
  'total c.u.n.t move',
];

/** Slurs and threats, through the same disguises: never sent. */
const refused = [
  'you n1gger',
  'f a g g o t',
  'what a retard',
  'tr@nny',
  'k.i.k.e',
  'kys',
  'KYS loser',
  'go kill yourself',
  'Go k1ll y0urself',
  "I'll kill you",
  'I’ll kill you tomorrow', // a typographic apostrophe
  'I hope you die',
  'i know where you live',
];

describe('the harshness check on a receipt’s words', () => {
  it.each(clear)('lets "%s" through', (text) => expect(harshnessOf(text)).resolves.toBe('clear'));
  it.each(codes)('reads no word into the numbers of "%s"', (text) =>
    expect(harshnessOf(text)).resolves.toBe('clear'),
  );
  it.each(harsh)('asks first about "%s"', (text) => expect(harshnessOf(text)).resolves.toBe('harsh'));
  it.each(refused)('refuses "%s"', (text) => expect(harshnessOf(text)).resolves.toBe('refused'));
});
