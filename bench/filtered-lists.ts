import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { defaultPublicCategories, defaultSharingSettings } from '../functions/domain/profile';
import { handler as receiptsHandler } from '../functions/handlers/receipts';
import { handler as usersHandler } from '../functions/handlers/users';
import { dynamo, tableName } from '../functions/store/platform/clients';
import * as keys from '../functions/store/platform/keys';
import { invoke } from '../test/support/in-process';
import { seedReceipts } from '../test/support/seed';
import { countRequests } from './counting';
import { medianMs } from './in-process';
import { sized } from './smoke';

const dynamoCount = countRequests(dynamo);

export interface FilteredListResult {
  case: string;
  /** Median ms and DynamoDB requests with 10, and with 10,000, receipts in the box (1% match). */
  small: { ms: number; dynamo: number; items: number };
  large: { ms: number; dynamo: number; items: number };
  ratio: number;
}

/** A profile whose receipts are all public, for the public-profile tab. */
async function seedPublicProfile(userId: string) {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.profile(userId),
        entity: 'profile',
        userId,
        username: userId.slice(0, 20),
        sharingSettings: defaultSharingSettings(),
        publicCategories: defaultPublicCategories(),
      },
    }),
  );
}

/** Every 100th receipt is Play: matches are sparse, as in a real box filtered to a rare category. */
const sparsePlay = (i: number) => (i % 100 === 0 ? 'Play' : 'Work');

/**
 * Filtered first pages with a sparse match: the hub's category filter (GSI3 + GSI4), the public
 * profile's category tab (GSI3) and a free-text search (bounded read loop), 10 vs 10,000 receipts.
 */
export async function measureFilteredLists(): Promise<FilteredListResult[]> {
  const small = `filter-small-${randomUUID()}`;
  const large = `filter-large-${randomUUID()}`;
  await Promise.all([small, large].map(seedPublicProfile));
  await seedReceipts(small, 'bench-filter-sender', 10, sparsePlay);
  await seedReceipts(large, 'bench-filter-sender', sized(10_000, 200), sparsePlay);
  const viewer = 'bench-filter-viewer';

  const cases = {
    'hub filtered to a 1% category (first page of 20)': (userId: string) => () =>
      invoke(receiptsHandler, 'GET /receipts', userId, {
        query: { box: 'all', category: 'Play', limit: '20' },
      }),
    'hub search for a 1% word (first page of 20)': (userId: string) => () =>
      invoke(receiptsHandler, 'GET /receipts', userId, {
        query: { box: 'received', q: 'receipt 99', limit: '20' },
      }),
    'public profile tab of a 1% category': (userId: string) => () =>
      invoke(usersHandler, 'GET /users/{userId}/public-receipts', viewer, {
        params: { userId },
        query: { category: 'Play' },
      }),
  };

  const measure = async (run: () => Promise<{ status: number; body: unknown }>) => {
    dynamoCount.reset();
    const res = await run();
    const requests = dynamoCount.total();
    const items = (res.body as { items?: unknown[] }).items?.length ?? -res.status;
    return { ms: await medianMs(run, 20), dynamo: requests, items };
  };

  const results: FilteredListResult[] = [];
  for (const [name, runFor] of Object.entries(cases)) {
    const a = await measure(runFor(small));
    const b = await measure(runFor(large));
    results.push({ case: name, small: a, large: b, ratio: Number((b.ms / a.ms).toFixed(2)) });
  }
  return results;
}
