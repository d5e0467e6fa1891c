import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Small files with one job (STYLE.md): no source or style sheet over 250 lines but the data tables. */
const root = join(__dirname, '../..');
const maxLines = 250;
const scanned = ['functions', 'web/src', 'contract', 'infra', 'scripts', 'bench'];

/** Data tables, one entry a line: long because each row is one route, key, or text, not one job too many. */
const dataTables = [
  'functions/store/platform/keys.ts', // the key catalogue
  'functions/domain/harsh-words.ts', // the harshness check's word and phrase lists, five languages
];

/** Lines of text, the last one with or without its newline. */
const lineCount = (text: string) => (text ? text.split('\n').length - (text.endsWith('\n') ? 1 : 0) : 0);

const sources = () =>
  scanned.flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((file) => !file.split('/').includes('node_modules')),
  );

describe('source files stay small', () => {
  it(`no source file is over ${maxLines} lines, but the data tables`, () => {
    const tooLong = sources()
      .filter((file) => !dataTables.includes(file))
      .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('every data table it excuses is there (a moved or renamed one must be named again)', () => {
    const present = new Set(sources());
    expect(dataTables.filter((file) => !present.has(file))).toEqual([]);
  });

  it('counts the lines of a text, the last with or without its newline', () => {
    expect([lineCount('a\nb\n'), lineCount('a\nb'), lineCount('')]).toEqual([2, 2, 0]);
  });
});
