import { spawnSync } from 'node:child_process';
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

const run = (script: string, readyFile: string) =>
  spawnSync('node_modules/.bin/tsx', [script, `--ready-file=${readyFile}`], { encoding: 'utf8' });

describe("an operator's script when the local stack is not running", () => {
  it.each([
    ['scripts/sweep-unverified.ts', 'Could not sweep unverified accounts'],
    ['scripts/digest.ts', 'Could not send the weekly digests'],
  ])('%s says what failed and asks whether `npm start` runs, without a stack trace', async (script, says) => {
    const result = run(script, await readyFileOfAStoppedStack());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(says);
    expect(result.stderr).toContain('Is the local stack running (`npm start`)?');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
