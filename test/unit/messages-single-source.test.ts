import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as messages from '@contract/messages';

const root = join(__dirname, '../..');
const folders = ['contract', 'functions', 'infra', 'web/src', 'scripts', 'bench', 'test'];
/** The messages' home: contract/messages.ts and the files it re-exports. */
const isMessagesFile = (file: string) =>
  file === 'contract/messages.ts' || file.startsWith('contract/messages/');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !isMessagesFile(file));
}

/** Comments may quote a message to say what code does. */
const withoutComments = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');

const sources = folders.flatMap(sourceFiles).map((file) => ({
  file,
  text: withoutComments(readFileSync(join(root, file), 'utf8')),
}));

describe('every user-facing message is written once, in contract/messages.ts (and the files it re-exports)', () => {
  it.each(Object.keys(messages))('%s is used somewhere', (key) => {
    const use = new RegExp(`messages\\.${key}\\b`);
    expect(sources.filter(({ text }) => use.test(text)).map(({ file }) => file)).not.toEqual([]);
  });

  it('no message is retyped (as a whole, or the fixed text around its placeholders)', () => {
    const retyped = Object.entries(messages).flatMap(([key, message]) =>
      message
        .split(/\{\w+\}/)
        .map((part) => part.trim())
        .filter((part) => part.length >= 12)
        .flatMap((part) =>
          sources
            .filter(
              ({ text }) =>
                text.includes(`'${part}`) || text.includes(`\`${part}`) || text.includes(`"${part}`),
            )
            .map(({ file }) => `${key} in ${file}`),
        ),
    );
    expect(retyped).toEqual([]);
  });
});
