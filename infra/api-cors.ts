import type { HttpMethod } from '@contract/routes';

/**
 * The API's CORS rules, written once: the HTTP API's preflight settings and the local gateway's headers.
 * Any origin is safe here: callers authenticate with a bearer token, never with cookies.
 */
export const apiCors = {
  allowOrigins: ['*'],
  allowHeaders: ['authorization', 'content-type'],
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] satisfies HttpMethod[],
  /** The site reads how long to wait after a 429 or 503. */
  exposeHeaders: ['retry-after'],
  maxAgeSeconds: 600,
} as const;

/** The same rules as response headers (what API Gateway answers a preflight with). */
export const apiCorsHeaders = {
  'access-control-allow-origin': apiCors.allowOrigins.join(','),
  'access-control-allow-headers': apiCors.allowHeaders.join(','),
  'access-control-allow-methods': [...apiCors.allowMethods, 'OPTIONS'].join(','),
  'access-control-max-age': String(apiCors.maxAgeSeconds),
  'access-control-expose-headers': apiCors.exposeHeaders.join(','),
};
