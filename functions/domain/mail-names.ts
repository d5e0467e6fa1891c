import { escapeHtml } from './html-escape';

/**
 * The characters mail clients' auto-linkers read as part of an address: the dots of a domain (and the
 * full stops that IDNA reads as dots), a scheme's colon, a path's slashes, a mailbox's @ and a share's
 * backslash.
 */
const addressMarks = /[.:/@\\\u3002\uFF0E\uFF61]/g;
/** U+200B ZERO WIDTH SPACE: shows nothing, and ends a word, so no linker joins a mark to its neighbours. */
const wordBreak = '\u200B';

/**
 * A person's name (as they wrote it) in an e-mail's plain-text part: it reads the same, but a name like
 * `evil.com`, `www.evil.com` or `http://x.y` is never a token a mail client turns into a link, as each
 * dot, colon, slash and @ stands apart from the words on either side of it.
 */
export const nameInText = (name: string) =>
  name.replace(addressMarks, (mark) => `${wordBreak}${mark}${wordBreak}`);

/**
 * The same name in an e-mail's HTML part: escaped, with the same invisible breaks (`&#8203;`), in a span
 * of its own; never put inside an `<a>`, so no name is ever a link.
 */
export const nameInHtml = (name: string) =>
  `<span>${escapeHtml(name).replace(addressMarks, (mark) => `&#8203;${mark}&#8203;`)}</span>`;
