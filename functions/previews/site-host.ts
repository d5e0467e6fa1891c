/**
 * The header CloudFront's viewer-request function sets to the host the visitor asked for (the Site stack):
 * a function URL origin gets its own host in `Host`, and the site's domain cannot be given to the function
 * without a dependency cycle (distribution → function URL → function).
 */
export const siteHostHeader = 'x-receipts-site-host';

const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The site's origin from that header, or '' (relative URLs) for anything that is not a host name. */
export const siteUrlOf = (host: string | undefined) =>
  host && hostPattern.test(host) ? `https://${host}` : '';
