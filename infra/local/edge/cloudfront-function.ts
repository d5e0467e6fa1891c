import { createContext, Script } from 'node:vm';

/** A CloudFront Function's view of a request (cloudfront-js-2.0): names lower-case, values in `{ value }`. */
export interface FunctionRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

/** An answer a viewer-request function gives itself, instead of passing the request on. */
export interface FunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
  body?: string | { data: string; encoding: 'text' | 'base64' };
}

type Handler = (event: unknown) => FunctionRequest | FunctionResponse;
const compiled = new Map<string, Handler>();

/** The function's `handler`, its code run once in a context of its own (no Node globals, as at the edge). */
function handlerOf(code: string): Handler {
  let handler = compiled.get(code);
  if (!handler) {
    handler = new Script(`${code}\n;handler`).runInContext(createContext({}), { timeout: 1000 }) as Handler;
    if (typeof handler !== 'function') throw new Error('A CloudFront Function without a handler');
    compiled.set(code, handler);
  }
  return handler;
}

/**
 * Runs a viewer-request function's code on a request, with the event CloudFront gives it: the request it
 * passes on (maybe rewritten), or the answer it gives itself (`statusCode`).
 */
export function runViewerRequest(
  code: string,
  request: FunctionRequest,
  viewerIp = '127.0.0.1',
): { request: FunctionRequest } | { response: FunctionResponse } {
  const event = {
    version: '1.0',
    context: { eventType: 'viewer-request', distributionId: 'LOCAL', requestId: 'local' },
    viewer: { ip: viewerIp },
    request: structuredClone(request),
  };
  const result = handlerOf(code)(event);
  if (result && typeof result === 'object' && 'statusCode' in result) return { response: result };
  if (!result || typeof (result as FunctionRequest).uri !== 'string')
    throw new Error('A viewer-request function returned neither a request nor a response');
  return { request: result as FunctionRequest };
}
