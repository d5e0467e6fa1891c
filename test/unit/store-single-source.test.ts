import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The one way to the table: `table.ts` sends every request; `keys.ts` builds and reads every key, `queries.ts` names
 * every index, for the whole of functions/ (the domain included: it speaks of periods and places, not keys).
 */
const functionsDir = join(__dirname, '../../functions');
const storeDir = join(functionsDir, 'store');
const keysModule = 'store/platform/keys.ts';
/** The access patterns' key conditions: the one place that names an index for a Query. */
const queriesModule = 'store/platform/queries.ts';
const tableDefinition = 'store/platform/table-definition.ts';

/** A module's code without its comments (they may name an index or a key to explain a layout). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const stringsOf = (code: string) =>
  code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];

/** Every module under `dir` by its path there (`platform/table.ts`), but `allowed`. */
const modulesIn = (dir: string, allowed: readonly string[]) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !allowed.includes(file));

const matching = (dir: string, pattern: RegExp, allowed: readonly string[]) =>
  modulesIn(dir, allowed).filter((file) => pattern.test(codeOf(readFileSync(join(dir, file), 'utf8'))));

/** Why a module's code builds or reads a table key itself, or nothing. */
function keyHandlingIn(text: string): string[] {
  const code = codeOf(text);
  const found = stringsOf(code)
    .filter((s) => /\b[A-Z][A-Z0-9]+#/.test(s))
    .map((s) => `names a key prefix in ${s}`);
  if (/\b(?:PK|SK)\s*:\s*['"`]/.test(code)) found.push('writes a key from text');
  if (/\b(?:PK|SK)\s*[!=]==?\s*['"`]/.test(code)) found.push('compares a key with text');
  if (
    /\b(?:PK|SK)\b(?:\s+as\s+string)?\)*\.(?:slice|startsWith|endsWith|split|substring|indexOf)\(/.test(code)
  )
    found.push("reads a key's text");
  if (/\.split\(\s*['"`]#['"`]\s*\)/.test(code)) found.push('splits a key at #');
  return found;
}

describe('the store reaches the table one way', () => {
  it('only table.ts sends to DynamoDB and names the table', () => {
    expect(
      matching(storeDir, /\bdynamo\.send\b|\bTableName\b|\btableName\(|@aws-sdk\/lib-dynamodb/, [
        'platform/table.ts',
        'platform/clients.ts',
      ]),
    ).toEqual([]);
  });

  it('only keys.ts, the queries and the table definition name an index or its key attributes, in all of functions/', () => {
    expect(matching(functionsDir, /\bGSI\d/, [keysModule, queriesModule, tableDefinition])).toEqual([]);
  });

  it('only keys.ts builds or reads a table key, in all of functions/', () => {
    const offenders = modulesIn(functionsDir, [keysModule, tableDefinition]).flatMap((file) =>
      keyHandlingIn(readFileSync(join(functionsDir, file), 'utf8')).map((why) => `${file}: ${why}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises the ways keys were built and read outside keys.ts', () => {
    const samples = [
      'const total = () => `STATS#TOTAL`;',
      "const source = sortKey.startsWith('RECEIPT#') ? 'hub' : null;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, as a module would hold it
      'const ledger = { PK: `STATSLEDGER#${id}`, SK: `${role}#${source}#${receiptId}` };',
      "if (item.SK === 'UNVERIFIED') entries.add(String(item.PK));",
      'const week = String(b.SK).slice(prefix.length);',
      'const id = (item.SK as string).slice(7);',
      "return sortKey.split('#')[0] ?? null;",
    ];
    for (const sample of samples) expect([sample, keyHandlingIn(sample)]).not.toEqual([sample, []]);
    const innocent = [
      '// a RECEIPT# item: its USER# partition',
      "ExpressionAttributeNames: { '#count': 'count' },",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, as a module would hold it
      'const key = `${goal}#${month}`;',
      "ConditionExpression: 'attribute_not_exists(PK)',",
      'const html = \'<p style="color:#666">\';',
    ];
    for (const sample of innocent) expect([sample, keyHandlingIn(sample)]).toEqual([sample, []]);
  });

  it('transaction outcomes are read by name: no positional cancellation reasons outside table.ts', () => {
    expect(
      matching(storeDir, /CancellationReasons|cancellationReasons\([^)]*\)\s*\[/, [
        'platform/table.ts',
        'platform/dynamo-errors.ts',
      ]),
    ).toEqual([]);
  });
});
