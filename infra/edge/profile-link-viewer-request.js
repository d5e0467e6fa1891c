// The viewer-request function of CloudFront's `/u/*` behaviour (cloudfront-js-2.0), inlined as it is by
// infra/edge/link-preview-request.ts after the constants it declares (`profilePrefix`, `usernamePattern`,
// `siteHostHeader`); the unit tests evaluate that same text. It runs before the cache is looked up, so the
// URI it leaves is the cache key's: every spelling of one profile link shares one cached head, and every
// path that names no profile shares another. Only those can reach the link-preview function.

/** `/u/Ada`, `/u/ada/` and `/u/ADA//` are `/u/ada`; a path naming no username (`/u/a/b`, `/u/%41da`) is `/u/`. */
function canonicalProfilePath(uri) {
  var member = uri.slice(profilePrefix.length).replace(/\/+$/, '');
  return usernamePattern.test(member) ? profilePrefix + member.toLowerCase() : profilePrefix;
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it by this name.
function handler(event) {
  var request = event.request;
  request.uri = canonicalProfilePath(request.uri);
  // The function URL gets its own host in Host: the visitor's goes in a header of ours (whatever the viewer
  // sent there is overwritten), lower-cased as host names compare.
  request.headers[siteHostHeader] = {
    value: request.headers.host ? request.headers.host.value.toLowerCase() : '',
  };
  return request;
}
