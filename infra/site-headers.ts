/**
 * The site's security headers, written once: the Site stack's CloudFront response-headers policy sets them,
 * and `npm run lighthouse` serves the build with them, so both judge the same policy.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.amazonaws.com",
  "media-src 'self' blob: https://*.amazonaws.com",
  "connect-src 'self' https://*.amazonaws.com",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const strictTransportSecurityDays = 365;

/** As CloudFront sends them (the policy below maps one to one onto the Site stack's settings). */
export const siteSecurityHeaders = {
  'strict-transport-security': `max-age=${strictTransportSecurityDays * 86_400}; includeSubDomains; preload`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': contentSecurityPolicy,
} as const;
