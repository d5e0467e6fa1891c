import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A locally running emulator or server. */
export interface Service {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts `server` on 127.0.0.1:`port` (0: any free port); stopping it drops open connections too. */
export async function listenOnLoopback(server: Server, port: number): Promise<Service> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** An emulator's origin on loopback. */
export const loopbackOrigin = (port: number) => `http://127.0.0.1:${port}`;
/**
 * The site's origin: the one web origin the emulators' CORS rules allow. Named `localhost` (served on
 * 127.0.0.1) because browsers refuse WebAuthn on an IP address: passkeys use `localhost` as relying party.
 */
export const siteOrigin = (port: number) => `http://localhost:${port}`;
/** What an emulator started without a site allows: no web page's origin. */
export const localOrigin = 'http://127.0.0.1';

/** Polls `probe` until it succeeds; gives up after `timeoutMs` or when the process has died. */
export async function waitFor(
  what: string,
  probe: () => Promise<unknown>,
  hasDied: () => boolean = () => false,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (hasDied()) throw new Error(`${what} exited during start-up`);
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await sleep(150);
    }
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms: ${String(lastError)}`);
}
