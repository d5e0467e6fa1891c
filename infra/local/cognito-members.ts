import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface StoredUser {
  Username: string;
  Password?: string;
  Enabled?: boolean;
  Attributes?: { Name: string; Value: string }[];
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

/**
 * The member `name` (username, `sub` or e-mail, as cognito-local matches them) of the pool `clientId`
 * belongs to, from cognito-local's data files in `<dir>/.cognito/db`; null when there is none or it is
 * disabled. The password is what cognito-local keeps, in the clear: the shim signs a member in with it once
 * their passkey has been verified.
 */
export function localMember(
  dir: string,
  clientId: string,
  name: string,
): { username: string; password: string } | null {
  const db = join(dir, '.cognito', 'db');
  const clients = readJson<{ Clients?: Record<string, { UserPoolId: string }> }>(join(db, 'clients.json'));
  const poolId = clients?.Clients?.[clientId]?.UserPoolId;
  if (!poolId || !/^[\w-]+$/.test(poolId) || !name) return null;
  const users = readJson<{ Users?: Record<string, StoredUser> }>(join(db, `${poolId}.json`))?.Users ?? {};
  const wanted = name.trim().toLowerCase();
  const user = Object.values(users).find(
    (u) =>
      u.Username === name ||
      u.Attributes?.some((a) => (a.Name === 'sub' || a.Name === 'email') && a.Value.toLowerCase() === wanted),
  );
  if (!user?.Password || user.Enabled === false) return null;
  return { username: user.Username, password: user.Password };
}
