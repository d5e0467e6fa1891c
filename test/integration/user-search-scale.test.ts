import type { UserSearchResult } from '@contract/schemas/users';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { uniqueSuffix } from '../support/users';

pointHandlersAtTestStack();

const seeded = 5_000;

describe('user search at scale', () => {
  it('reads a bounded slice of the username index, however many users there are', async () => {
    const { dynamo } = await import('../../functions/store/clients');
    const { handler } = await import('../../functions/handlers/users');
    const { seedProfiles } = await import('../support/seed');

    const stem = `q${uniqueSuffix().slice(0, 5)}`;
    await seedProfiles(stem, seeded);

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
    expect(items.map((u) => u.username)).toEqual(
      ['0000', '0001', '0002', '0003', '0004'].map((n) => `${stem}${n}`),
    );
    expect(JSON.stringify(items)).not.toContain('@example.com');
    expect(JSON.stringify(items)).not.toContain('555');
    expect(reads.requests).toBe(1);
    expect(reads.scanned).toBeLessThanOrEqual(items.length + 5);
  });
});
