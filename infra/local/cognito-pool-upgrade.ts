import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userPoolSettings } from '../auth-settings';

/**
 * Pools kept on disk from before a setting existed get it, before cognito-local reads them: its
 * UpdateUserPool does not take `UserAttributeUpdateSettings`, so a pool made without it would otherwise change
 * a member's e-mail at once where Cognito waits for the code. Each pool is a `<id>.json` of cognito-local's
 * data directory (`clients.json` holds the app clients).
 */
export function upgradeKeptPools(cognitoDir: string): string[] {
  const db = join(cognitoDir, '.cognito', 'db');
  if (!existsSync(db)) return [];
  const upgraded: string[] = [];
  for (const file of readdirSync(db).filter((f) => f.endsWith('.json') && f !== 'clients.json')) {
    const path = join(db, file);
    const pool = JSON.parse(readFileSync(path, 'utf8')) as { Options?: Record<string, unknown> };
    if (!pool.Options || pool.Options.UserAttributeUpdateSettings) continue;
    pool.Options.UserAttributeUpdateSettings = {
      AttributesRequireVerificationBeforeUpdate: [...userPoolSettings.keptUntilVerified],
    };
    writeFileSync(path, JSON.stringify(pool, null, 2));
    upgraded.push(file);
  }
  return upgraded;
}
