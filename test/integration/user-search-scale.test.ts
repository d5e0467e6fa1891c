import type { UserSearchResult } from '@contract/schemas/users';
import { userSearchReadLimit } from '../../functions/domain/user-search';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { describeWith } from '../support/stack';
import { uniqueSuffix } from '../support/users';

const seeded = 10_000;

// Local only: it seeds the table directly and counts the handler's reads in this process.
describeWith('inProcessHandlers')('user search at scale', () => {
  beforeAll(pointHandlersAtTestStack);

  it('finds the exact username first among 10,000 neighbours, reading a bounded slice', async () => {
    const { dynamo } = await import('../../functions/store/platform/clients');
    const { handler } = await import('../../functions/handlers/users');
    const { seedProfiles } = await import('../support/seed');

    const stem = `q${uniqueSuffix().slice(0, 5)}`;
    await seedProfiles(stem, seeded);
    // One real user whose username is the stem itself: 10,000 neighbours share its prefix.
    const { createMember } = await import('../support/profiles');
    const exact = await createMember('Exact', 'Match', stem);

    const reads: { scanned: number; requests: number } = { scanned: 0, requests: 0 };
    dynamo.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        const output = result.output as { ScannedCount?: number; Count?: number };
        reads.requests += 1;
        reads.scanned += output.ScannedCount ?? output.Count ?? 0;
        return result;
      },
      { step: 'initialize', name: 'countReads' },
    );

    const res = await invoke(handler, 'GET /users/search', 'someone-else', { query: { q: stem } });
    expect(res.status).toBe(200);
    const items = (res.body as { items: UserSearchResult[] }).items;
    expect(items.map((u) => u.username)).toEqual([
      stem,
      ...['0000', '0001', '0002', '0003'].map((n) => `${stem}${n}`),
    ]);
    expect(items[0]?.id).toBe(exact.userId);
    expect(JSON.stringify(items)).not.toContain('@example.com');
    // The seeded phone number whole: '555' alone may occur in a random username.
    expect(JSON.stringify(items)).not.toContain('+1 555 0100');
    // The caller's account check and the searches-a-minute limit (one write), then the exact username,
    // username prefix, first-name and last-name prefixes: four bounded reads; then one batch read of the
    // block guards between the caller and those found.
    expect(reads.requests).toBeLessThanOrEqual(2 + 5);
    expect(reads.scanned).toBeLessThanOrEqual(1 + 3 * userSearchReadLimit);
    // Writing 10,000 profiles takes a minute on a busy two-core machine: the time is for the seeding.
  }, 240_000);
});
