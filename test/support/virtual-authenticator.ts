import { generateKeyPairSync } from 'node:crypto';
import type { CDPSession, Page } from 'playwright-core';

/** A passkey as Chromium's virtual authenticator reports it (binary fields in base64). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain) on `page`: a platform authenticator that
 * keeps passkeys and says yes to every presence and verification check, so the site's real WebAuthn calls
 * run with no person at the keyboard.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async (): Promise<VirtualCredential[]> =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /**
     * Swaps `credential`'s private key for one it was never registered with: the authenticator then answers
     * under the member's credential id with a key that is not theirs (a foreign passkey).
     */
    forge: async (credential: VirtualCredential) => {
      await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: credential.credentialId });
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: { ...credential, privateKey: pkcs8, signCount: credential.signCount + 1 },
      });
    },
  };
}
