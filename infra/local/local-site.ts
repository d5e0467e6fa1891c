import { type SiteConfig, SocialUrls, signInSettings } from '@contract/site-config';
import { apiPathPrefix } from '@contract/site-paths';
import { startBuiltSite } from './built-site';
import type { EdgeDistribution } from './edge/distribution';
import type { Service } from './service';
import { startSite } from './site';

export interface LocalSiteOptions {
  port: number;
  /** The site's origin (`http://localhost:<port>`). */
  origin: string;
  /** Where the built site is, once built; null for Vite's dev server. */
  siteDir: string | null;
  userPoolId: string;
  clientId: string;
  cognitoEndpoint: string;
  gatewayUrl: string;
  mediaBucketUrl: string;
  distribution: EdgeDistribution;
}

/**
 * The site behind the local edge, with the `config.json` a deploy would write for this stack (the API under
 * the site's own origin, as in AWS): built, or Vite's dev server.
 */
export function startLocalSite(options: LocalSiteOptions): Promise<Service> {
  const { port, origin, siteDir, gatewayUrl, mediaBucketUrl, distribution } = options;
  const config: SiteConfig = {
    region: 'local',
    userPoolId: options.userPoolId,
    userPoolClientId: options.clientId,
    apiUrl: `${origin}${apiPathPrefix}`,
    userPoolEndpoint: options.cognitoEndpoint,
    ...signInSettings('cognito-local'),
    passkeys: true,
    ...(process.env.SOCIAL_URLS ? { socialUrls: SocialUrls.parse(JSON.parse(process.env.SOCIAL_URLS)) } : {}),
  };
  return siteDir
    ? startBuiltSite(port, distribution, { siteDir, config, gatewayUrl, mediaBucketUrl })
    : startSite(port, distribution, { config, gatewayUrl, mediaBucketUrl });
}
