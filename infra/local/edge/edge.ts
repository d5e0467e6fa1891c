import { viewerAddressHeader } from '@contract/edge-headers';
import { type FunctionRequest, runViewerRequest } from './cloudfront-function';
import { behaviorFor, type EdgeBehavior, type EdgeDistribution } from './distribution';

/** A viewer's request as it reaches the edge. */
export interface ViewerRequest {
  method: string;
  /** The path, without the query. */
  uri: string;
  query?: URLSearchParams;
  headers?: Record<string, string>;
  /** The viewer's end of the connection, as CloudFront sees it. */
  viewer?: { ip: string; port: number };
}

/** What an origin, or the edge itself, answers. */
export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** The origin of a behaviour, asked for the request as the edge passes it on. */
export type EdgeOrigin = (behavior: EdgeBehavior, request: FunctionRequest) => Promise<EdgeAnswer>;

const toFunctionRequest = ({ method, uri, query, headers = {} }: ViewerRequest): FunctionRequest => ({
  method,
  uri,
  querystring: Object.fromEntries([...(query ?? new URLSearchParams())].map(([k, v]) => [k, { value: v }])),
  headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), { value: v }])),
  cookies: {},
});

/** The request as the behaviour's viewer-request function leaves it, or the answer the function gives itself. */
function viewerRequestOf(
  behavior: EdgeBehavior,
  viewer: ViewerRequest,
): { request: FunctionRequest } | { answer: EdgeAnswer } {
  const request = toFunctionRequest(viewer);
  if (!behavior.viewerRequest) return { request };
  const ran = runViewerRequest(behavior.viewerRequest, request, viewer.viewer?.ip);
  if ('request' in ran) return ran;
  const { statusCode, headers = {}, body = '' } = ran.response;
  return {
    answer: {
      status: statusCode,
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.value])),
      body:
        typeof body === 'string'
          ? body
          : Buffer.from(body.data, body.encoding === 'base64' ? 'base64' : 'utf8').toString(),
    },
  };
}

/**
 * The request CloudFront sends the origin: with the CloudFront headers the behaviour's origin request policy
 * includes (`CloudFront-Viewer-Address`: the viewer's address and port, an IPv6 address unbracketed) and the
 * origin's custom headers, each set over any header of that name the viewer sent.
 */
function toOrigin(behavior: EdgeBehavior, request: FunctionRequest, viewer: ViewerRequest): FunctionRequest {
  const { cloudFrontHeaders, customHeaders } = behavior.originRequest;
  const added: Record<string, { value: string }> = {};
  const address = viewer.viewer ? `${viewer.viewer.ip}:${viewer.viewer.port}` : undefined;
  for (const name of cloudFrontHeaders)
    if (name === viewerAddressHeader.toLowerCase() && address) added[name] = { value: address };
  for (const [name, value] of Object.entries(customHeaders)) added[name] = { value };
  return { ...request, headers: { ...request.headers, ...added } };
}

/**
 * The answer the viewer-request function of the path's behaviour gives itself, or null when it passes the
 * request on: what the local site server applies of the edge while it serves the site itself.
 */
export function viewerFunctionAnswer(
  distribution: EdgeDistribution,
  viewer: ViewerRequest,
): EdgeAnswer | null {
  const ran = viewerRequestOf(behaviorFor(distribution, viewer.uri), viewer);
  return 'answer' in ran ? ran.answer : null;
}

/**
 * A request through the distribution's rules, as CloudFront applies them: the behaviour its path matches,
 * that behaviour's viewer-request function (which may rewrite the request or answer itself), the default root
 * object for `/`, the behaviour's origin (with what CloudFront adds to origin requests, `toOrigin`), and then
 * the custom error responses, which apply to an origin's error whichever behaviour it came through: the page
 * at `ResponsePagePath` is fetched from the origin of the behaviour that path matches (no viewer function
 * runs for it) and sent with `ResponseCode`. If that page cannot be fetched, the origin's own error is sent.
 */
export async function throughEdge(
  distribution: EdgeDistribution,
  viewer: ViewerRequest,
  origin: EdgeOrigin,
): Promise<EdgeAnswer & { behavior: EdgeBehavior }> {
  const behavior = behaviorFor(distribution, viewer.uri);
  const ran = viewerRequestOf(behavior, viewer);
  if ('answer' in ran) return { behavior, ...ran.answer };
  let request = ran.request;
  if (request.uri === '/' && distribution.defaultRootObject)
    request = { ...request, uri: `/${distribution.defaultRootObject}` };
  const answer = await origin(behavior, toOrigin(behavior, request, viewer));
  const custom = distribution.errorResponses.find((e) => e.errorCode === answer.status);
  if (!custom?.responsePagePath) return { behavior, ...answer };
  const pageBehavior = behaviorFor(distribution, custom.responsePagePath);
  const page = await origin(pageBehavior, toFunctionRequest({ method: 'GET', uri: custom.responsePagePath }));
  if (page.status >= 400) return { behavior, ...answer };
  return { behavior, ...page, status: custom.responseCode ?? answer.status };
}
