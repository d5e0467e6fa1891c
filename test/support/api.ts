import { responseProblem } from './api-document';
import { apiAddress, edgeHeaders } from './stack';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  /** The response's headers (`retry-after` on 429 and 503). */
  headers?: Headers;
}

export interface ApiRequest {
  token?: string;
  body?: unknown;
  /** Sent as it is, for malformed-JSON tests. */
  rawBody?: string;
  query?: Record<string, string>;
  /** Overrides the JSON content type of a body (content-type fuzzing, 415 tests). */
  contentType?: string;
}

/**
 * Calls the local gateway the way the site does. Every response is checked against the published OpenAPI
 * document (status and body schema), so a handler that drifts from the contract fails the test that saw it.
 */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  req: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const url = apiAddress(path);
  for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = edgeHeaders();
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  let body: string | undefined = req.rawBody;
  if (req.body !== undefined) body = JSON.stringify(req.body);
  if (body !== undefined) headers['content-type'] = req.contentType ?? 'application/json';
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text for the assertion message.
  }
  const problem = responseProblem(method, new URL(path, 'http://api.test').pathname, res.status, parsed);
  if (problem) throw new Error(problem);
  const answer: ApiResponse<T> = { status: res.status, body: parsed as T };
  // Not enumerable: tests compare `{ status, body }` whole, and headers are read by name where they matter.
  Object.defineProperty(answer, 'headers', { value: res.headers, enumerable: false });
  return answer;
}

export const errorMessage = (res: ApiResponse) =>
  (res.body as { error?: { message?: string } } | null)?.error?.message;
