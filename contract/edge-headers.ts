/**
 * The headers between the site's CloudFront distribution and the API, written once: the `/api/*` behaviour's
 * origin request policy and origin (infra/stacks/api-under-site.ts), the API that reads them
 * (functions/http/client-address.ts) and the local edge that adds them as CloudFront does.
 */

/**
 * The viewer's address and source port as CloudFront saw the connection (`198.51.100.10:46532`, an IPv6
 * address unbracketed: `2001:db8::1:46532`). CloudFront adds it when the origin request policy names it.
 */
export const viewerAddressHeader = 'CloudFront-Viewer-Address';

/**
 * The custom origin header the distribution adds to every request it sends the API, carrying the stage's edge
 * secret: the API believes `viewerAddressHeader` only on a request that carries it. CloudFront overwrites a
 * viewer's own header of this name.
 */
export const edgeSecretHeader = 'x-receipts-edge';
