import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localMember } from '../../infra/local/cognito-members';

/**
 * The passkey shim finds a member in cognito-local's data files, which cognito-local rewrites in place on every
 * sign-in. A read that meets a save half done, or two saves that overlapped, still finds the member.
 */
const clientId = 'client-a';
const pool = {
  Users: {
    'sub-1': {
      Username: 'sub-1',
      Password: 'Secret-1234',
      Enabled: true,
      Attributes: [{ Name: 'email', Value: 'ada@example.com' }],
    },
  },
};

function cognitoDir() {
  const dir = mkdtempSync(join(tmpdir(), 'cognito-members-'));
  const db = join(dir, '.cognito', 'db');
  mkdirSync(db, { recursive: true });
  writeFileSync(
    join(db, 'clients.json'),
    JSON.stringify({ Clients: { [clientId]: { UserPoolId: 'local_pool' } } }),
  );
  return { dir, poolFile: join(db, 'local_pool.json') };
}

const found = { username: 'sub-1', password: 'Secret-1234' };

test('a pool file cut short for a second, as a slow save leaves it, is read once it is whole', async () => {
  const { dir, poolFile } = cognitoDir();
  const whole = JSON.stringify(pool, null, 2);
  writeFileSync(poolFile, whole.slice(0, whole.length / 2));
  const finished = setTimeout(() => writeFileSync(poolFile, whole), 1_000);
  try {
    expect(await localMember(dir, clientId, 'ada@example.com')).toEqual(found);
  } finally {
    clearTimeout(finished);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("two saves that overlapped (a shorter one over a longer one's tail) are read as the later save", async () => {
  const { dir, poolFile } = cognitoDir();
  const longer = JSON.stringify(
    { Users: { ...pool.Users, 'sub-2': { Username: 'sub-2', Password: 'Other-1234', Attributes: [] } } },
    null,
    2,
  );
  const shorter = JSON.stringify(pool, null, 2);
  writeFileSync(poolFile, shorter + longer.slice(shorter.length));
  try {
    expect(await localMember(dir, clientId, 'ada@example.com')).toEqual(found);
    expect(await localMember(dir, clientId, 'sub-2')).toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
