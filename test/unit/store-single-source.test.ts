import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The store's one way to the table: `table.ts` sends every request, `keys.ts` names every index. */
const storeDir = join(__dirname, '../../functions/store');

/** A module's code without its comments (they may name an index to explain a layout). */
const codeOf = (file: string) =>
  readFileSync(join(storeDir, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

/** Every module of the store by its path in the store (`platform/table.ts`). */
const modulesMatching = (pattern: RegExp, allowed: readonly string[]) =>
  readdirSync(storeDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(storeDir, join(entry.parentPath, entry.name)))
    .filter((file) => !allowed.includes(file))
    .filter((file) => pattern.test(codeOf(file)));

describe('the store reaches the table one way', () => {
  it('only table.ts sends to DynamoDB and names the table', () => {
    expect(
      modulesMatching(/\bdynamo\.send\b|\bTableName\b|\btableName\(|@aws-sdk\/lib-dynamodb/, [
        'platform/table.ts',
        'platform/clients.ts',
      ]),
    ).toEqual([]);
  });

  it('only keys.ts and the table definition name an index or its key attributes', () => {
    expect(modulesMatching(/\bGSI\d/, ['platform/keys.ts', 'platform/table-definition.ts'])).toEqual([]);
  });

  it('transaction outcomes are read by name: no positional cancellation reasons outside table.ts', () => {
    expect(
      modulesMatching(/CancellationReasons|cancellationReasons\([^)]*\)\s*\[/, [
        'platform/table.ts',
        'platform/dynamo-errors.ts',
      ]),
    ).toEqual([]);
  });
});
