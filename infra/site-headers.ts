import { usernamePattern } from '@contract/limits';
import { embedWallPrefix } from '@contract/site-paths';
/**
 * The site's security headers, built in one place: the Site stack's CloudFront response-headers policy,
 * the local dev server (`infra/local/site.ts`) and `npm run lighthouse` all send what this builds, with
 * their own endpoints, so a page that breaks the policy breaks locally and in the browser tests too.
 */
export interface SitePolicyOptions {
  /**
   * The origins the app calls besides its own (`scheme://host[:port]`, no wildcard): the API, Cognito's
   * user-pool endpoint and the media bucket's host that presigned uploads are POSTed to.
   */
  connectTo: readonly string[];
  /**
   * Local dev server only: the nonce Vite puts on the inline script it adds to index.html (React refresh's
   * preamble), through its `html.cspNonce`. The built site has no inline script and gets no nonce.
   */
  scriptNonce?: string;
  /**
   * Whether other sites may show the page in a frame: only the embedded wall (`embedWallPrefix`), which holds
   * nothing but what the owner made public to signed-out visitors and no control that acts for a member.
   */
  embeddable?: boolean;
}

/** Cognito's user-pool endpoint in `region`, which Amplify Auth calls from the browser. */
export const cognitoOrigin = (region: string, urlSuffix = 'amazonaws.com') =>
  `https://cognito-idp.${region}.${urlSuffix}`;

/** Where the site's Amplify signs in: an emulated pool's endpoint when the stage names one, else Cognito. */
export const userPoolOrigin = (endpoint: string | undefined, region: string, urlSuffix?: string) =>
  endpoint ? new URL(endpoint).origin : cognitoOrigin(region, urlSuffix);

export function contentSecurityPolicy({ connectTo, scriptNonce, embeddable }: SitePolicyOptions): string {
  const wildcard = connectTo.find((origin) => origin.includes('*'));
  if (wildcard) throw new Error(`The site's CSP lists exact origins, not ${wildcard}`);
  return [
    "default-src 'self'",
    scriptNonce ? `script-src 'self' 'nonce-${scriptNonce}'` : "script-src 'self'",
    // React sets style attributes (avatar sizes, progress bars); Vite's dev server adds <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // Profile photos come through the site's own origin (/profilePhotos/); the QR code is a data: SVG.
    "img-src 'self' data:",
    // Voice notes play from the site's origin (/voice_recordings/); a new recording's preview is a blob:.
    "media-src 'self' blob:",
    ['connect-src', "'self'", ...connectTo].join(' '),
    "object-src 'none'",
    embeddable ? 'frame-ancestors *' : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const strictTransportSecurityDays = 365;

/**
 * The browser features the site may use: the microphone (voice notes) and the camera (scanning a QR code),
 * on its own origin only; the rest are off for every origin.
 */
export const permissionsPolicy =
  'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), display-capture=()';

/** As CloudFront sends them (each maps one to one onto the Site stack's response-headers policy). */
export const siteSecurityHeaders = (options: SitePolicyOptions) =>
  ({
    'strict-transport-security': `max-age=${strictTransportSecurityDays * 86_400}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    ...(options.embeddable ? {} : { 'x-frame-options': 'DENY' }),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': contentSecurityPolicy(options),
    'permissions-policy': permissionsPolicy,
  }) as const;

/**
 * Whether a path is one other sites may frame, so its answer gets the embeddable headers: a member's embedded
 * wall, `/embed/{username}` (a trailing slash and a query allowed), and no other path under the prefix, as
 * the `/embed/*` behaviour's function answers them (infra/edge/embed-wall-viewer-request.js).
 */
export function isEmbeddablePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(embedWallPrefix)) return false;
  return usernamePattern.test(pathname.slice(embedWallPrefix.length).replace(/\/$/, ''));
}
