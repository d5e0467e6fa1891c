import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { testStack } from './stack';

interface StoredUser {
  Attributes: { Name: string; Value: string }[];
  AttributeVerificationCode?: string;
}

/** The e-mail verification code cognito-local issued to a user (it "sends" codes to its log and database). */
export async function emailVerificationCode(email: string): Promise<string> {
  const dir = testStack().cognitoDbDir;
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of readdirSync(dir).filter((f) => f !== 'clients.json')) {
      const db = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { Users?: Record<string, StoredUser> };
      const user = Object.values(db.Users ?? {}).find((u) =>
        u.Attributes.some((a) => a.Name === 'email' && a.Value === email),
      );
      const code = user?.AttributeVerificationCode;
      if (code) return code;
    }
    await sleep(100);
  }
  throw new Error(`no verification code for ${email}`);
}
