import * as messages from '@contract/messages';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteId } from '@contract/routes';
import { reportAccountEnded, saysAccountEnded } from './account-ended';
import { loadAmplify } from './amplify-loader';
import { errorFrom } from './api-answer-error';
import { ApiError } from './api-error';
import { apiRoutes } from './api-routes';
import { apiUrl } from './site-config';

type Options<Id extends RouteId> = ([ParamsOf<Id>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<Id> }) &
  ([BodyOf<Id>] extends [never] ? { body?: never } : { body: BodyOf<Id> }) &
  ([QueryOf<Id>] extends [never] ? { query?: never } : { query?: QueryOf<Id> });

/** Amplify loads only for a route that needs a token: a signed-out visitor's calls go without it. */
async function idToken(): Promise<string | undefined> {
  const { fetchAuthSession } = await loadAmplify();
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/** What a call made while signed out says: reading the current user has the spec's own wording. */
const signedOutMessage = (id: RouteId) =>
  id === 'getMe' ? messages.noUserCurrentlySignedIn : messages.noUserSignedIn;

/** Calls one route of the route table, typed end to end from the contract. */
export async function callApi<Id extends RouteId>(id: Id, options: Options<Id>): Promise<ResponseOf<Id>> {
  const route = apiRoutes[id];
  const params = (options.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const url = new URL(path.replace(/^\//, ''), `${(await apiUrl()).replace(/\/$/, '')}/`);
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  if (route.auth === 'user') {
    const token = await idToken();
    if (!token) throw new ApiError(401, signedOutMessage(id));
    headers.authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const error = errorFrom(res, json);
    if (saysAccountEnded(error.status, error.code)) reportAccountEnded(error.message);
    throw error;
  }
  return json as ResponseOf<Id>;
}
