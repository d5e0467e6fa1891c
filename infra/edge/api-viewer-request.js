// The viewer-request function of CloudFront's `/api/*` behaviour (cloudfront-js-2.0), inlined as it is by
// infra/edge/api-request.ts after the constant it declares (`apiPathPrefix`); the unit tests evaluate that
// same text. The API's routes are at the root of API Gateway's stage, so the site's prefix is taken off:
// `/api/receipts` reaches API Gateway as `/receipts`. The query string travels apart and is kept.

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it by this name.
function handler(event) {
  var request = event.request;
  var rest = request.uri.slice(apiPathPrefix.length);
  request.uri = rest.charAt(0) === '/' ? rest : `/${rest}`;
  return request;
}
