// In parallel the weeks, the months, the circle and the requests answered (a Query of the requests, then
// a batch read of their answers when there are some), then one batch read by key: the totals, the
// profile (the counts of reflections and follow-up answers), the two edge weeks' days and the circle's
// newest pair entries. The most, whatever the history (bench/dashboard.ts): 7 with the account check.
import { randomUUID } from 'node:crypto';
import { categories } from '@contract/enums';
import { handler as profileHandler } from '../functions/handlers/profile';
import { handler as receiptsHandler } from '../functions/handlers/receipts';
import { handler as usersHandler } from '../functions/handlers/users';
import { invoke, verifiedMemberClaims } from '../test/support/in-process';
import type { TestMember } from '../test/support/profiles';

/**
 * A main route whose DynamoDB requests are counted, by the bench and by the read-costs test, with the most
 * it may make. Import this module only after pointHandlersAtTestStack: the handlers read where the table
 * is when they load.
 */
export interface CountedRoute {
  route: string;
  target: number;
  run: (caller: TestMember, other: TestMember) => Promise<{ status: number }>;
}

/**
 * Every authenticated request first reads the caller's account end (http/caller.ts: one strongly consistent
 * GetItem), so a deleted or disabled account's tokens are refused: the targets below include it.
 */
export const accountCheckReads = 1;

export const countedRoutes: CountedRoute[] = [
  {
    route: 'GET /me',
    target: accountCheckReads + 1,
    run: (caller) => invoke(profileHandler, 'GET /me', caller.userId),
  },
  {
    route: 'public profile',
    // The profile, then the first page of each public category tab (one index Query each).
    target: accountCheckReads + 1 + categories.length,
    run: (caller, other) =>
      invoke(usersHandler, 'GET /users/{userId}/public-profile', caller.userId, {
        params: { userId: other.userId },
      }),
  },
  {
    route: 'hub first page (box=received)',
    target: accountCheckReads + 1,
    run: (caller) =>
      invoke(receiptsHandler, 'GET /receipts', caller.userId, { query: { box: 'received', limit: '20' } }),
  },
  {
    route: 'hub first page (box=all)',
    target: accountCheckReads + 2,
    run: (caller) =>
      invoke(receiptsHandler, 'GET /receipts', caller.userId, { query: { box: 'all', limit: '20' } }),
  },
  {
    route: 'user search',
    // The searches-a-minute limit (one conditional UpdateItem), username, first and last name prefixes and
    // the directory, then one BatchGet of block guards (someone who blocked the caller is not found).
    target: accountCheckReads + 6,
    run: (caller, other) =>
      invoke(usersHandler, 'GET /users/search', caller.userId, {
        query: { q: other.username.slice(0, 3) },
      }),
  },
  {
    route: 'POST /receipts',
    // One BatchGet of the sender's two limit counters and both profiles (an account at its limit stops
    // here; the sender's name; the recipient exists), then one transaction: the receipt, its request id,
    // both members' counters, the per-recipient count, the no-block checks and the two limits.
    target: accountCheckReads + 2,
    run: (caller, other) =>
      invoke(receiptsHandler, 'POST /receipts', caller.userId, {
        body: { clientRequestId: randomUUID(), recipientId: other.userId, receiptText: 'Counted' },
        claims: verifiedMemberClaims,
      }),
  },
  {
    route: 'GET /me/dashboard',
    // In parallel the weeks, the months, the circle and the loop counts' two Queries (answered requests,
    // follow-up answers), then one batch read by key: the totals, the profile (the reflections' count), the
    // two edge weeks' days and the circle's newest pair entries. The most, whatever the history or what the
    // member wrote (bench/dashboard.ts); the floor issue's target is 7 with the account check.
    target: accountCheckReads + 6,
    run: (caller) => invoke(receiptsHandler, 'GET /me/dashboard', caller.userId),
  },
];

/** The counted route of that name (a typo fails loudly rather than counting nothing). */
export function countedRoute(name: string): CountedRoute {
  const found = countedRoutes.find((r) => r.route === name);
  if (!found) throw new Error(`No counted route named ${name}`);
  return found;
}
