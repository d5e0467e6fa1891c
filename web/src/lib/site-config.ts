import type { SiteConfig } from '@contract/site-config';

let loaded: Promise<SiteConfig> | null = null;

/**
 * `/config.json` holds the stage's endpoints (written at deploy time, or by the local stack). The request
 * goes out at once; zod, which checks the answer, downloads meanwhile.
 */
export function loadSiteConfig(): Promise<SiteConfig> {
  loaded ??= Promise.all([
    fetch('/config.json', { cache: 'no-store' }).then((res) => {
      if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
      return res.json();
    }),
    import('@contract/site-config'),
  ]).then(([json, { SiteConfig }]) => SiteConfig.parse(json));
  return loaded;
}

export async function apiUrl(): Promise<string> {
  return (await loadSiteConfig()).apiUrl;
}
