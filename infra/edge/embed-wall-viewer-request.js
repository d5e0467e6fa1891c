// The viewer-request function of CloudFront's `/embed/*` behaviour (cloudfront-js-2.0), inlined as it is by
// infra/edge/embed-wall-request.ts after the constants it declares (`embedWallPrefix`, `usernamePattern`); the
// unit tests evaluate that same text. This behaviour's headers let any site frame the page, so only a member's
// wall may be served under them: `/embed/{username}` (a trailing slash allowed) is the app's index.html, and
// every other path under the prefix (`/embed/%2e%2e/app/settings`, `/embed/ada/settings`) is a 404 the
// function answers itself, with no app in it.

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it by this name.
function handler(event) {
  var request = event.request;
  var member = request.uri.slice(embedWallPrefix.length).replace(/\/$/, '');
  if (request.uri.indexOf(embedWallPrefix) !== 0 || !usernamePattern.test(member))
    return {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: { 'content-type': { value: 'text/plain; charset=utf-8' } },
      body: { encoding: 'text', data: 'Not found' },
    };
  request.uri = '/index.html';
  return request;
}
