import { type RouteDef, type RouteId, routeIds, routes } from '@contract/routes';
import fc from 'fast-check';
import { type ApiResponse, callApi } from '../support/api';
import { forgedTokens } from '../support/forged-tokens';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

/** Runs per route: enough to find a crash, few enough to keep `npm test` fast. */
const runsPerRoute = 30;

const nasty = [
  '__proto__',
  'constructor',
  'prototype',
  '..',
  '../..',
  '%00',
  '\u0000',
  'null',
  'undefined',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '🙂'.repeat(50),
  'a'.repeat(2000),
  '{"$ne":null}',
];

describe('every route answers bad input with a 4xx and changes nothing', () => {
  let caller: TestMember;
  let other: TestMember;
  let ids: string[];
  let tokens: Record<'valid' | 'missing' | 'forged', string | undefined>;
  const fuzzed = new Set<RouteId>();

  beforeAll(async () => {
    [caller, other] = await Promise.all([createMember(), createMember()]);
    const receipt = await giveReceipt(other, caller, { receiptText: 'fuzz target' });
    const contact = await callApi<{ id: string }>('POST', '/me/contacts', {
      token: other.idToken,
      body: { username: caller.username, name: 'Fuzz Target' },
    });
    ids = [caller.userId, other.userId, receipt.body.id, contact.body.id, caller.username, other.username];
    tokens = {
      valid: caller.idToken,
      missing: undefined,
      forged: forgedTokens(other.idToken)['tampered claims'],
    };
  });

  afterAll(() => {
    // A route added to the contract is fuzzed automatically; this guards the loop itself.
    expect([...fuzzed].sort()).toEqual([...routeIds].sort());
  });

  const value = () =>
    fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(...nasty),
      fc.constantFrom(...(ids ?? [])),
      fc.integer().map(String),
    );

  const body = () =>
    fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(
        fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'username', 'recipientId')),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      fc.record({
        username: value(),
        receiptText: value(),
        recipientId: fc.constantFrom(...(ids ?? ['x'])),
        clientRequestId: fc.uuid(),
        selected: fc.array(value(), { maxLength: 3 }),
        contactId: value(),
        key: value(),
        contentType: fc.constantFrom('image/png', 'audio/webm', 'text/html', ''),
        size: fc.oneof(fc.integer(), fc.double()),
      }),
    );

  const isErrorShape = (res: ApiResponse) => {
    const b = res.body as { error?: { message?: unknown }; message?: unknown } | null;
    return typeof b?.error?.message === 'string' || typeof b?.message === 'string';
  };

  const pathFor = (route: RouteDef, params: string[]) => {
    let i = 0;
    return route.path.replace(/\{\w+\}/g, () => encodeURIComponent(params[i++] ?? 'x'));
  };

  it.each(routeIds.map((id) => [id]))('%s', async (id) => {
    const route = routes[id] as RouteDef;
    fuzzed.add(id);
    const watched = [userPartition(caller.userId), userPartition(other.userId)];
    await fc.assert(
      fc.asyncProperty(
        fc.array(value(), { minLength: 2, maxLength: 2 }),
        fc.dictionary(fc.constantFrom('box', 'cursor', 'limit', 'q', 'category', 'x', '__proto__'), value(), {
          maxKeys: 3,
        }),
        fc.option(body(), { nil: undefined }),
        fc.constantFrom('valid', 'missing', 'forged') as fc.Arbitrary<'valid' | 'missing' | 'forged'>,
        async (params, query, payload, who) => {
          const before = await partitionSnapshot(watched);
          const res = await callApi(route.method, pathFor(route, params), {
            token: tokens[who],
            query,
            ...(route.method === 'GET' || payload === undefined ? {} : { body: payload }),
          });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(isErrorShape(res)).toBe(true);
            expect(await partitionSnapshot(watched)).toEqual(before);
          }
        },
      ),
      { numRuns: runsPerRoute },
    );
  });
});
