// The viewer-request function of CloudFront's default behaviour, the site's own paths (cloudfront-js-2.0), inlined
// as it is by infra/edge/site-request.ts; the unit tests evaluate that same text. A path whose last segment has no
// file extension is one of the app's pages (`/app/settings`, `/give/ada`, `/`, or one the app's router answers
// with its 404 page): it is asked of the site bucket as /index.html. A path with an extension is a file
// (`/assets/…js`, `/config.json`) and is asked for as it is, so a missing one is S3's 404, never the app.
// Only this behaviour does it: the API's errors, media links and the other behaviours keep their own answers,
// which a distribution-wide error response would not.

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it by this name.
function handler(event) {
  var request = event.request;
  var last = request.uri.slice(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
