import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A member's registered passkey, as the Cognito shim keeps it (Cognito keeps the same in AWS). */
export interface StoredPasskey {
  /** The member's Cognito username (the `sub`). */
  username: string;
  /** base64url, as the browser reports it. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  attachment?: string;
  friendlyName: string;
  /** Epoch seconds, as Cognito's JSON answers carry timestamps. */
  createdAt: number;
  lastUsedAt?: number;
}

/**
 * The shim's passkeys, in `<dir>/passkeys.json` beside cognito-local's own data (cognito-local has no
 * WebAuthn), so they outlive a restart of the local stack as the members do.
 */
export class PasskeyStore {
  private readonly file: string;

  constructor(dir: string) {
    this.file = join(dir, 'passkeys.json');
  }

  all(): StoredPasskey[] {
    if (!existsSync(this.file)) return [];
    return JSON.parse(readFileSync(this.file, 'utf8')) as StoredPasskey[];
  }

  of(username: string): StoredPasskey[] {
    return this.all().filter((passkey) => passkey.username === username);
  }

  find(credentialId: string): StoredPasskey | undefined {
    return this.all().find((passkey) => passkey.credentialId === credentialId);
  }

  add(passkey: StoredPasskey): void {
    this.write([...this.all(), passkey]);
  }

  update(credentialId: string, change: Partial<StoredPasskey>): void {
    this.write(this.all().map((p) => (p.credentialId === credentialId ? { ...p, ...change } : p)));
  }

  /** Whether `username` had the passkey (and now has not). */
  remove(username: string, credentialId: string): boolean {
    const all = this.all();
    const kept = all.filter((p) => !(p.username === username && p.credentialId === credentialId));
    this.write(kept);
    return kept.length < all.length;
  }

  private write(passkeys: StoredPasskey[]): void {
    writeFileSync(`${this.file}.partial`, JSON.stringify(passkeys, null, 2));
    renameSync(`${this.file}.partial`, this.file);
  }
}
