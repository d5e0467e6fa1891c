import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

interface StoredUser {
  Username: string;
  Password?: string;
  Enabled?: boolean;
  Attributes?: { Name: string; Value: string }[];
}

/** How long a read waits for cognito-local to finish writing a data file before it gives up. */
const wholeWithinMs = 5_000;

/**
 * `text` as JSON. cognito-local saves with `fs.writeFile`, which truncates and then writes: two saves at once
 * can leave the longer one's tail after the shorter, later one. The later save is whole up to where the tail
 * begins, so that is read (the next save mends the file).
 */
function parseSaved<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    const tail = /after JSON at position (\d+)/.exec(String(error));
    if (!tail) throw error;
    return JSON.parse(text.slice(0, Number(tail[1]))) as T;
  }
}

/**
 * A data file of cognito-local's, or null when there is none. cognito-local rewrites a file in place (on every
 * sign-in, say), so a read in the middle of a write finds it cut short: read again until it is whole. The
 * wait is bounded by time, not tries: late in a test run the pool's file is over a megabyte and a busy
 * machine writes it slowly.
 */
async function readJson<T>(file: string): Promise<T | null> {
  const until = Date.now() + wholeWithinMs;
  for (;;) {
    if (!existsSync(file)) return null;
    try {
      return parseSaved<T>(readFileSync(file, 'utf8'));
    } catch (error) {
      if (Date.now() >= until) throw error;
      await sleep(10);
    }
  }
}

/** The users of the pool `clientId` belongs to, from cognito-local's data files in `<dir>/.cognito/db`. */
async function poolUsers(dir: string, clientId: string): Promise<StoredUser[]> {
  const db = join(dir, '.cognito', 'db');
  const clients = await readJson<{ Clients?: Record<string, { UserPoolId: string }> }>(
    join(db, 'clients.json'),
  );
  const poolId = clients?.Clients?.[clientId]?.UserPoolId;
  if (!poolId || !/^[\w-]+$/.test(poolId)) return [];
  return Object.values(
    (await readJson<{ Users?: Record<string, StoredUser> }>(join(db, `${poolId}.json`)))?.Users ?? {},
  );
}

/** The user `name` names: their username, `sub` or e-mail, as cognito-local matches them. */
function userNamed(users: StoredUser[], name: string): StoredUser | undefined {
  const wanted = name.trim().toLowerCase();
  return users.find(
    (u) =>
      u.Username === name ||
      u.Attributes?.some((a) => (a.Name === 'sub' || a.Name === 'email') && a.Value.toLowerCase() === wanted),
  );
}

/**
 * The member `name` belongs to, or null when there is none or it is disabled. The password is what
 * cognito-local keeps, in the clear: the shim signs a member in with it once their passkey has been verified.
 */
export async function localMember(
  dir: string,
  clientId: string,
  name: string,
): Promise<{ username: string; password: string } | null> {
  if (!name) return null;
  const user = userNamed(await poolUsers(dir, clientId), name);
  if (!user?.Password || user.Enabled === false) return null;
  return { username: user.Username, password: user.Password };
}

/**
 * The username of whoever has `email` in the pool of `clientId` (disabled or not), or null. Compared as
 * written: the pool's sign-in is case-sensitive, as in AWS (the site writes addresses in lower case).
 */
export async function emailHolder(dir: string, clientId: string, email: string): Promise<string | null> {
  const users = await poolUsers(dir, clientId);
  return (
    users.find((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value === email))?.Username ?? null
  );
}
