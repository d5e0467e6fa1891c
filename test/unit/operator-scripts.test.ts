import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';

/** A ready file naming endpoints where nothing listens: the stack is not running. */
async function readyFileOfAStoppedStack() {
  const closed = `http://127.0.0.1:${await freePort()}`;
  const dir = mkdtempSync(join(tmpdir(), 'receipts-operator-'));
  const file = join(dir, 'stack.json');
  writeFileSync(
    file,
    JSON.stringify({
      dynamoEndpoint: closed,
      s3Endpoint: closed,
      cognitoEndpoint: closed,
      apiUrl: closed,
      siteUrl: closed,
      mailDir: join(dir, 'mail'),
    }),
  );
  return file;
}

/** Runs a script to its end: its exit code and what it wrote to stderr. */
const run = (script: string, readyFile: string) =>
  new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      'node_modules/.bin/tsx',
      [script, `--ready-file=${readyFile}`],
      (_, _out, stderr) => resolve({ status: child.exitCode, stderr }),
    );
  });

const scripts: [script: string, says: string][] = [
  ['scripts/sweep-unverified.ts', 'Could not sweep unverified accounts'],
  ['scripts/digest.ts', 'Could not send the weekly digests'],
  ['scripts/deliver.ts', 'Could not deliver held receipts'],
];

describe("an operator's script when the local stack is not running", () => {
  // Both start at once: each spends seconds loading its modules.
  const results = new Map<string, ReturnType<typeof run>>();
  beforeAll(async () => {
    for (const [script] of scripts) results.set(script, run(script, await readyFileOfAStoppedStack()));
  });

  it.each(scripts)(
    '%s says what failed and asks whether `npm start` runs, without a stack trace',
    async (script, says) => {
      const result = await results.get(script)!;
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(says);
      expect(result.stderr).toContain('Is the local stack running (`npm start`)?');
      expect(result.stderr).not.toMatch(/^\s+at /m);
    },
  );
});
