import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { testStack } from './stack';

type CodeField = 'AttributeVerificationCode' | 'ConfirmationCode';

interface StoredUser {
  Attributes: { Name: string; Value: string }[];
  AttributeVerificationCode?: string;
  ConfirmationCode?: string;
}

type Database = { Users?: Record<string, StoredUser> };

/**
 * A database file's text as JSON. cognito-local's store (stormdb) writes with overlapping `fs.writeFile`s,
 * so a shorter write can land over a longer one and leave the longer one's tail after a whole document:
 * that document is the file's content.
 */
function parseDatabase(text: string): Database {
  try {
    return JSON.parse(text) as Database;
  } catch (error) {
    const end = error instanceof SyntaxError && /after JSON at position (\d+)/.exec(error.message)?.[1];
    if (!end) throw error;
    return JSON.parse(text.slice(0, Number(end))) as Database;
  }
}

/**
 * One of cognito-local's database files. It rewrites them in place, so a read can land mid-write and see a
 * partial file: read again until it parses. The shared pool's file grows to hundreds of kilobytes over a
 * full run and is rewritten back to back while codes are sent, so the retries have seconds, not a count.
 */
function readDatabase(path: string): Database {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      return parseDatabase(readFileSync(path, 'utf8'));
    } catch (error) {
      if (!(error instanceof SyntaxError) || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/** The code cognito-local last stored for a user (it "sends" codes to its log and keeps them in its database). */
export function storedCode(email: string, field: CodeField): string | undefined {
  const dir = testStack().local?.cognitoDbDir;
  if (!dir)
    throw new Error('Codes are readable only from the local cognito-local (describeWith readCognitoCodes)');
  for (const file of readdirSync(dir).filter((f) => f !== 'clients.json')) {
    const db = readDatabase(join(dir, file));
    const user = Object.values(db.Users ?? {}).find((u) =>
      u.Attributes.some((a) => a.Name === 'email' && a.Value === email),
    );
    if (user?.[field]) return user[field];
  }
  return undefined;
}

/** Waits for a code to be issued (one different from `previous`, when given). */
export async function waitForCode(email: string, field: CodeField, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = storedCode(email, field);
    if (code && code !== previous) return code;
    await sleep(100);
  }
  throw new Error(`no ${field} for ${email}`);
}

export const emailVerificationCode = (email: string) => waitForCode(email, 'AttributeVerificationCode');
