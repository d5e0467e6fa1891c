import { SiteConfig } from '@contract/site-config';

let loaded: Promise<SiteConfig> | null = null;

/** `/config.json` holds the stage's endpoints (written at deploy time, or by the local stack). */
export function loadSiteConfig(): Promise<SiteConfig> {
  loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
      return res.json();
    })
    .then((json) => SiteConfig.parse(json));
  return loaded;
}

export async function apiUrl(): Promise<string> {
  return (await loadSiteConfig()).apiUrl;
}
