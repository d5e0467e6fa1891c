import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upgradeKeptPools } from '../../infra/local/cognito-pool-upgrade';

/** A local pool kept on disk from before the e-mail was kept until verified gets the setting at start. */
test('pools kept on disk without the setting get it; clients and pools that have it are left alone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pools-'));
  const db = join(dir, '.cognito', 'db');
  mkdirSync(db, { recursive: true });
  const write = (file: string, content: unknown) => writeFileSync(join(db, file), JSON.stringify(content));
  const read = (file: string) => JSON.parse(readFileSync(join(db, file), 'utf8'));
  const kept = { Users: { a: { Username: 'a' } }, Options: { Id: 'local_old' } };
  const current = {
    Options: {
      Id: 'local_new',
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [] },
    },
  };
  write('local_old.json', kept);
  write('local_new.json', current);
  write('clients.json', { Clients: {} });
  try {
    expect(upgradeKeptPools(dir)).toEqual(['local_old.json']);
    expect(read('local_old.json')).toEqual({
      ...kept,
      Options: {
        Id: 'local_old',
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      },
    });
    expect(read('local_new.json')).toEqual(current);
    expect(read('clients.json')).toEqual({ Clients: {} });
    expect(upgradeKeptPools(dir)).toEqual([]);
    expect(upgradeKeptPools(join(dir, 'none'))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
