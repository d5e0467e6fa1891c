import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as messages from '@contract/messages';

/**
 * One word for email: the spec's quoted texts say "Email" ("Email is required", "Verify Email"), so
 * every text a member reads does too, never "e-mail": the messages, and the site's own words outside comments.
 */
const root = join(__dirname, '../..');
const hyphened = /\be-mail/i;
const comment = /^\s*(\/\/|\/\*|\*)/;

describe('one word for email', () => {
  it('is "email" in every message', () => {
    expect(Object.entries(messages).filter(([, text]) => hyphened.test(text))).toEqual([]);
  });

  it('is "email" in the site’s text, comments aside', () => {
    const lines = readdirSync(join(root, 'web/src'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .flatMap((entry) => {
        const file = relative(root, join(entry.parentPath, entry.name));
        return readFileSync(join(root, file), 'utf8')
          .split('\n')
          .map((line, index) => `${file}:${index + 1}: ${line.trim()}`)
          .filter((line) => hyphened.test(line) && !comment.test(line.replace(/^[^ ]+ /, '')));
      });
    expect(lines).toEqual([]);
  });
});
