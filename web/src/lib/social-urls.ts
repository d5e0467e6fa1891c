import type { SocialNetwork, SocialUrls } from '@contract/site-config';
import { useEffect, useState } from 'react';
import { requestSiteConfig } from './site-config';

/** An https address, or nothing: the config is read without zod (the landing page does not load it). */
const httpsOnly = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/[^\s]+$/i.test(value) ? value : undefined;

/**
 * The footer's social icons' addresses from `/config.json` (a stage setting). Until it has loaded, and for a
 * network without one, the icon says the account is coming soon.
 */
export function useSocialUrls(): SocialUrls {
  const [urls, setUrls] = useState<SocialUrls>({});
  useEffect(() => {
    let current = true;
    requestSiteConfig()
      .then((config) => {
        const given = ((config as { socialUrls?: Record<string, unknown> } | null)?.socialUrls ??
          {}) as Record<SocialNetwork, unknown>;
        const checked: SocialUrls = {};
        for (const network of Object.keys(given) as SocialNetwork[]) {
          const url = httpsOnly(given[network]);
          if (url) checked[network] = url;
        }
        if (current) setUrls(checked);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return urls;
}
