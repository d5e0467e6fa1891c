import { type RouteDef, type RouteId, routeIds, routes } from '@contract/routes';
import type { OpenReport } from '@contract/schemas/reports';
import fc from 'fast-check';
import { type ApiResponse, callApi } from '../support/api';
import { isAppWording } from '../support/app-wording';
import { bentCursors } from '../support/cursors';
import { forgedTokens } from '../support/forged-tokens';
import { makeModerator } from '../support/moderators';
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

/** Control, bidi and zero-width characters, mixed with letters and line breaks. */
const controlCharacters = [
  'a',
  ' ',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200d',
  '\ufeff',
  'e\u0301',
];

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'text/json',
  '',
];

describe('every route answers bad input with a 4xx and changes nothing', () => {
  let caller: TestMember;
  let other: TestMember;
  let ids: string[];
  /** Real cursors of the caller's lists, other users' lists, and near-valid bendings of them. */
  let cursors: string[];
  let tokens: Record<'valid' | 'missing' | 'forged', string | undefined>;
  const fuzzed = new Set<RouteId>();

  beforeAll(async () => {
    [caller, other] = await Promise.all([createMember(), createMember()]);
    const receipt = await giveReceipt(other, caller, { receiptText: 'fuzz target' });
    const contact = await callApi<{ id: string }>('POST', '/me/contacts', {
      token: other.idToken,
      body: { username: caller.username, name: 'Fuzz Target' },
    });
    const cursorOf = async (who: TestMember, path: string, query: Record<string, string> = {}) =>
      (
        await callApi<{ cursor: string | null }>('GET', path, {
          token: who.idToken,
          query: { ...query, limit: '1' },
        })
      ).body.cursor;
    await giveReceipt(caller, other, { receiptText: 'second', category: 'Play' });
    await giveReceipt(other, caller, { receiptText: 'third', category: 'Play' });
    await callApi('POST', '/me/contacts', {
      token: other.idToken,
      body: { username: 'fuzz_second', name: 'Second' },
    });
    const real = (
      await Promise.all([
        cursorOf(caller, '/receipts', { box: 'all' }),
        cursorOf(caller, '/receipts', { box: 'received', category: 'Play' }),
        cursorOf(other, '/receipts', { box: 'sent' }),
        cursorOf(other, '/me/contacts'),
        cursorOf(caller, '/users'),
      ])
    ).filter((c): c is string => Boolean(c));
    cursors = [...real, ...real.flatMap((c) => Object.values(bentCursors(c)))];
    // The caller moderates too, so the moderators' routes are fuzzed past their group check, with a real
    // report among the ids.
    caller = await makeModerator(caller);
    const reported = await giveReceipt(other, caller, { receiptText: `reported ${caller.userId}` });
    await callApi('POST', `/receipts/${reported.body.id}/report`, {
      token: caller.idToken,
      body: { reason: 'spam' },
    });
    const reports = await callApi<{ items: OpenReport[] }>('GET', '/moderation/reports', {
      token: caller.idToken,
      query: { limit: '50' },
    });
    const reportId = reports.body.items.find(
      (r) => r.receipt.receiptText === `reported ${caller.userId}`,
    )?.id;
    if (!reportId) throw new Error('the fuzz target report is not listed');
    ids = [
      caller.userId,
      other.userId,
      receipt.body.id,
      contact.body.id,
      caller.username,
      other.username,
      reported.body.id,
      reportId,
    ];
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
      fc.constantFrom(...(cursors ?? ['x'])),
      fc.string({ unit: fc.constantFrom(...controlCharacters), maxLength: 12 }),
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
        hidden: fc.oneof(fc.boolean(), value()),
        reason: fc.oneof(fc.constantFrom('harassment', 'hate', 'spam', 'other', 'Spam', ''), value()),
        text: value(),
      }),
    );

  const isErrorShape = (res: ApiResponse) => {
    const b = res.body as { error?: { message?: unknown }; message?: unknown } | null;
    return typeof b?.error?.message === 'string' || typeof b?.message === 'string';
  };

  /** The message of an error the API wrote itself (the gateway's own 401/404 bodies say `message`). */
  const apiMessage = (res: ApiResponse) =>
    (res.body as { error?: { message?: unknown } } | null)?.error?.message;

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
        fc.constantFrom(...contentTypes),
        async (params, query, payload, who, contentType) => {
          const before = await partitionSnapshot(watched);
          const res = await callApi(route.method, pathFor(route, params), {
            token: tokens[who],
            query,
            ...(route.method === 'GET' || payload === undefined ? {} : { body: payload, contentType }),
          });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(isErrorShape(res)).toBe(true);
            // In the app's words: never a schema library's default text (types, paths, internals).
            const message = apiMessage(res);
            if (typeof message === 'string')
              expect({ message, isAppWording: isAppWording(message) }).toEqual({
                message,
                isAppWording: true,
              });
            expect(await partitionSnapshot(watched)).toEqual(before);
          }
        },
      ),
      { numRuns: runsPerRoute },
    );
  });
});
