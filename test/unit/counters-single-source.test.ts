import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One home for counters: only the counters module (domain/counters.ts: shape and changes; store/profiles/counters.ts:
 * the writes) names a counter attribute — the profile's `counters` map and the SENTTO# items' `count`.
 */
const functionsDir = join(__dirname, '../../functions');
const counterModules = [
  'domain/counters.ts',
  'store/profiles/counters.ts',
  // The dashboard's aggregates (per-period buckets kept from the stream): the same module's second family.
  'domain/counters-stats.ts',
  'store/profiles/counters-stats.ts',
];

/** Code without comments (they may explain what a count means). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const stringsOf = (code: string) =>
  code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];

/** Why a module's code writes counters itself, or nothing. */
function counterWritesIn(text: string): string[] {
  const code = codeOf(text);
  const found = stringsOf(code)
    .filter((s) => /(?<!\/)\bcounters\b|#count\b|^.count.$/.test(s))
    .map((s) => `names a counter attribute in ${s}`);
  if (/\bcounters:\s*[{[]/.test(code)) found.push('builds a counters map itself');
  if (/\bsentToCounter\(/.test(code)) found.push('addresses a per-recipient count item');
  if (stringsOf(code).some((s) => s.includes('STATS#'))) found.push("names a dashboard bucket's key");
  if (/\b(bucketChanges|applyContribution)\(/.test(code)) found.push('moves dashboard buckets itself');
  return found;
}

const otherModules = () =>
  readdirSync(functionsDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(functionsDir, join(entry.parentPath, entry.name)))
    .filter((file) => !counterModules.includes(file) && file !== 'store/platform/keys.ts');

describe('counters have one home', () => {
  it('no module but the counters module writes a counter attribute', () => {
    const offenders = otherModules().flatMap((file) =>
      counterWritesIn(readFileSync(join(functionsDir, file), 'utf8')).map((why) => `${file}: ${why}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises the ways counters were written outside it', () => {
    const samples = [
      "UpdateExpression: 'SET counters.innerCircle = counters.innerCircle + :one',",
      "ExpressionAttributeNames: { '#count': 'count' },",
      'const p = `counters.innerCircle`;',
      'const item = { counters: { ...emptyCounters(), hidden: 0 } };',
      '{ Delete: { Key: keys.sentToCounter(senderId, recipientId) } }',
      "const Key = { PK: 'USER#' + id, SK: 'STATS#TOTAL' };",
      'await transact({ buckets: bucketChanges(c, 1).map(write) });',
    ];
    for (const sample of samples) expect(counterWritesIn(sample)).not.toEqual([]);
    expect(counterWritesIn('// counters.received counts\nconst n = item.counters.received;')).toEqual([]);
  });
});
