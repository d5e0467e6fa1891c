import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type Category, categories } from '@contract/enums';
import { monotonicFactory } from 'ulid';
import { newProfileCounters } from '../../functions/domain/counters';
import type { StoredReceipt } from '../../functions/domain/receipts';
import * as keys from '../../functions/store/platform/keys';
import { receiptItem } from '../../functions/store/shared/receipt-item';
import { sharedClient, testStack } from './stack';

const ulid = monotonicFactory();

/**
 * The table, without the store's three-second deadline on each call: seeding is set-up, not what a test
 * measures, and a busy machine's DynamoDB Local may take longer over a batch.
 */
const seeder = () =>
  sharedClient('seed documents', 'dynamodb', (config) =>
    DynamoDBDocumentClient.from(new DynamoDBClient(config), {
      marshallOptions: { removeUndefinedValues: true },
    }),
  );

/** Batch-writes items straight into the table (25 a request, 16 requests at a time), retrying unprocessed ones. */
export async function writeAll(items: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  for (let i = 0; i < batches.length; i += 16) {
    await Promise.all(
      batches.slice(i, i + 16).map(async (batch) => {
        let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
          [testStack().tableName]: batch.map((Item) => ({ PutRequest: { Item } })),
        };
        while (request && Object.keys(request).length) {
          const result = await seeder().send(new BatchWriteCommand({ RequestItems: request }));
          request = result.UnprocessedItems as typeof request;
        }
      }),
    );
  }
}

const roundRobin = (i: number): Category => categories[i % categories.length]!;

/**
 * Writes `count` received receipts straight into a user's partition (the item POST /receipts stores);
 * `overrides` may depend on the receipt's index (its own id and date, say).
 */
export async function seedReceipts(
  recipientId: string,
  senderId: string,
  count: number,
  categoryOf: (i: number) => Category | '' = roundRobin,
  overrides: Partial<StoredReceipt> | ((i: number) => Partial<StoredReceipt>) = {},
): Promise<string[]> {
  const now = new Date().toISOString();
  const items = Array.from({ length: count }, (_, i) => {
    const receipt: StoredReceipt = {
      id: ulid(),
      senderId,
      senderName: 'Seeded Sender',
      recipientId,
      recipientName: 'Seeded Recipient',
      recipientUsername: 'seeded',
      anonymous: false,
      dayContext: '',
      intent: 'Growth',
      category: categoryOf(i),
      relationshipType: '',
      emotionalRegulation: [],
      conflictResolution: [],
      tags: [],
      receiptText: `Seeded receipt ${i}`,
      voiceRecording: null,
      createdAt: now,
      updatedAt: now,
      ...(typeof overrides === 'function' ? overrides(i) : overrides),
    };
    return receiptItem(receipt);
  });
  await writeAll(items);
  return items.map((item) => item.id);
}

/**
 * Writes a reflection on each receipt straight into the recipient's partition (the item the reflection route
 * stores); their count on the profile is the caller's to write.
 */
export async function seedReflections(recipientId: string, receiptIds: readonly string[]) {
  const now = new Date().toISOString();
  await writeAll(
    receiptIds.map((receiptId) => ({
      ...keys.reflection(recipientId, receiptId),
      ...keys.journalIndexes(recipientId, receiptId, 'Other', null),
      entity: 'reflection',
      receiptId,
      text: 'What I will try next',
      category: 'Other',
      goal: null,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** A profile item as setup leaves it (e-mail unverified unless `extra` says otherwise). */
export function seededProfile(userId: string, username: string, extra: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    ...keys.profile(userId),
    ...keys.usernameIndex(username),
    entity: 'profile',
    userId,
    username,
    fullName: `Seeded ${username}`,
    email: `${username}@example.com`,
    phone: '+1 555 0100',
    photoURL: null,
    socialLinks: {},
    verificationStatus: { email: false, phone: false },
    // As a profile is created (store/profiles/profiles.ts): the count writes of sends and reflections need the map.
    counters: newProfileCounters(),
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

/** Writes `count` profiles whose usernames share a prefix (for the user-search scale run). */
export async function seedProfiles(prefix: string, count: number) {
  await writeAll(
    Array.from({ length: count }, (_, i) =>
      seededProfile(`seed-${prefix}-${i}`, `${prefix}${i.toString(36).padStart(4, '0')}`),
    ),
  );
}
