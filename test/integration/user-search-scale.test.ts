import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { UserSearchResult } from '@contract/schemas/users';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { uniqueSuffix } from '../support/users';

pointHandlersAtTestStack();

const seeded = 5_000;

describe('user search at scale', () => {
  it('reads a bounded slice of the username index, however many users there are', async () => {
    const { dynamo, tableName } = await import('../../functions/store/clients');
    const { keys } = await import('../../functions/store/keys');
    const { handler } = await import('../../functions/handlers/users');

    const stem = `q${uniqueSuffix().slice(0, 5)}`;
    const now = new Date().toISOString();
    const profiles = Array.from({ length: seeded }, (_, i) => {
      const username = i === 0 ? stem : `${stem}${i.toString(36).padStart(3, '0')}`;
      const userId = `seed-${stem}-${i}`;
      return {
        ...keys.profile(userId),
        ...keys.usernameIndex(username),
        entity: 'profile',
        userId,
        username,
        fullName: `Seeded ${i}`,
        email: `${username}@example.com`,
        phone: '+1 555 0100',
        photoURL: null,
        socialLinks: {},
        verificationStatus: { email: false, phone: false },
        createdAt: now,
        updatedAt: now,
      };
    });
    const batches = [];
    for (let i = 0; i < profiles.length; i += 25) batches.push(profiles.slice(i, i + 25));
    for (let i = 0; i < batches.length; i += 10) {
      await Promise.all(
        batches.slice(i, i + 10).map((batch) =>
          dynamo.send(
            new BatchWriteCommand({
              RequestItems: { [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })) },
            }),
          ),
        ),
      );
    }

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
      `${stem}001`,
      `${stem}002`,
      `${stem}003`,
      `${stem}004`,
    ]);
    expect(JSON.stringify(items)).not.toContain('@example.com');
    expect(JSON.stringify(items)).not.toContain('555');
    expect(reads.requests).toBe(1);
    expect(reads.scanned).toBeLessThanOrEqual(items.length + 5);
  });
});
