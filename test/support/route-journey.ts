import { oneClickUnsubscribePath } from '@contract/mail-links';
import { type RouteId, routeIds } from '@contract/routes';
import { matchRoute } from '../../infra/local/routing';
import { type ApiRequest, type ApiResponse, callApi } from './api';
import { waitForReceiptMail } from './mail';
import { apiAddress, testStack } from './stack';

/** One request that reached the API: the route it matched (null for none) and what it answered. */
export interface RouteCall {
  id: RouteId | null;
  method: string;
  path: string;
  status: number;
}

const urlOf = (input: RequestInfo | URL) => new URL(input instanceof Request ? input.url : input.toString());
const methodOf = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

/**
 * Records every request the describe block sends to the API, its own and its helpers' (sign-up's profile,
 * voice uploads, list pages), by the route the gateway matches it to, with the status it answered.
 */
export function recordRouteCalls(): RouteCall[] {
  const calls: RouteCall[] = [];
  let spy: jest.SpiedFunction<typeof fetch> | undefined;
  beforeAll(() => {
    const send = globalThis.fetch;
    // The API's origin and path prefix (`/api` where it is reached under the site's address).
    const api = new URL(testStack().apiUrl);
    const prefix = api.pathname.replace(/\/$/, '');
    spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await send(input, init);
      const { origin, pathname: full } = urlOf(input);
      if (origin === api.origin && full.startsWith(prefix)) {
        const pathname = full.slice(prefix.length);
        const method = methodOf(input, init);
        calls.push({
          id: matchRoute(method, pathname)?.id ?? null,
          method,
          path: pathname,
          status: res.status,
        });
      }
      return res;
    });
  });
  afterAll(() => spy?.mockRestore());
  return calls;
}

/**
 * Calls the API (through `callApi`, so the answer is checked against the API document) and fails unless it
 * answered one of `expected`: by default the success status the route table gives the route.
 */
export async function callRoute<T = unknown>(
  method: string,
  path: string,
  req: ApiRequest = {},
  expected?: number[],
): Promise<ApiResponse<T>> {
  const route = matchRoute(method, new URL(path, 'http://route.test').pathname);
  if (!route) throw new Error(`${method} ${path} is no route of the route table`);
  const statuses = expected ?? [route.route.status ?? 200];
  const res = await callApi<T>(method, path, req);
  if (res.status >= 500 || !statuses.includes(res.status))
    throw new Error(
      `${route.id} (${method} ${path}) answered ${res.status}, not ${statuses.join(' or ')}: ${JSON.stringify(res.body)}`,
    );
  return res;
}

/** The route table's ids that no recorded call reached. */
export const uncalledRoutes = (calls: readonly RouteCall[]): RouteId[] =>
  routeIds.filter((id) => !calls.some((call) => call.id === id));

/**
 * The one-click unsubscribe URL (`List-Unsubscribe`) of the e-mail about `receiptId`, from the local mail; with
 * no receipt (no mail to read on this target), the same URL with a token no server signed.
 */
export async function oneClickUnsubscribeLink(receiptId?: string): Promise<URL> {
  const header = receiptId ? (await waitForReceiptMail(receiptId)).headers['List-Unsubscribe'] : undefined;
  const link = /^<([^>]+)>$/.exec(header ?? '')?.[1];
  if (receiptId && !link) throw new Error(`the e-mail about ${receiptId} has no List-Unsubscribe URL`);
  return link ? new URL(link) : apiAddress(`${oneClickUnsubscribePath}?token=not-a-token`);
}
