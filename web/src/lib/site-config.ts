import type { SiteConfig } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import { importAgain } from './import-again';

let requested: Promise<unknown> | null = null;
let checked: Promise<SiteConfig> | null = null;

/**
 * `/config.json` holds the stage's endpoints (written at deploy time, or by the local stack), asked for once
 * per visit. A failed request is forgotten, so the next call (a Retry, a later page) asks again.
 */
export function requestSiteConfig(): Promise<unknown> {
  requested ??= fetch(siteConfigPath, { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      requested = null;
      throw error;
    });
  return requested;
}

/** The whole config, checked with the contract's schema (Amplify's settings); zod downloads meanwhile. */
export function loadSiteConfig(): Promise<SiteConfig> {
  checked ??= Promise.all([requestSiteConfig(), importAgain(() => import('@contract/site-config'))])
    .then(([json, { SiteConfig }]) => SiteConfig.parse(json))
    .catch((error: unknown) => {
      checked = null;
      throw error;
    });
  return checked;
}

/**
 * The API's address. Read without zod: a signed-out visitor's share link calls the API before (and
 * without) anything else that needs the schema library.
 */
export async function apiUrl(): Promise<string> {
  const config = (await requestSiteConfig()) as { apiUrl?: unknown } | null;
  if (typeof config?.apiUrl !== 'string') throw new Error('config.json: no apiUrl');
  return config.apiUrl;
}

let passkeysOffered: boolean | undefined;

/**
 * Whether the stage offers passkeys (`passkeys` in `/config.json`), read without zod or Amplify: the login
 * form draws its passkey button with the form instead of pushing the form's last line down later.
 */
export async function offersPasskeys(): Promise<boolean> {
  const config = (await requestSiteConfig()) as { passkeys?: unknown } | null;
  passkeysOffered = config?.passkeys === true;
  return passkeysOffered;
}

/** What `offersPasskeys` last found, or `undefined` before `/config.json` has arrived. */
export const passkeysOfferedNow = () => passkeysOffered;
