import { apiPathPrefix } from '@contract/site-paths';

/**
 * The path a route has in the site's own requests: the site calls the API under its distribution (`/api`),
 * locally as in AWS, so a test that watches or intercepts the page's calls matches this, not the route's path.
 */
export const siteApiPath = (routePath: string) => `${apiPathPrefix}${routePath}`;
