import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { keys } from '../../functions/store/platform/keys';
import { getDashboard } from '../support/dashboard';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { describeWith } from '../support/stack';

/** The dashboard consumer and the table, in this process (their clients read the endpoints when loaded). */
const consumer = async () => {
  pointHandlersAtTestStack();
  return {
    ...(await import('../../functions/events/dashboard-stats')),
    ...(await import('../../functions/store/platform/table')),
  };
};

/** Stream records of new receipts from `sender` to `recipient` (as DynamoDB Streams delivers them). */
const newReceipts = (sender: TestMember, recipient: TestMember, count: number): DynamoDBStreamEvent => ({
  Records: Array.from({ length: count }, (_, i) => {
    const id = ulid();
    const item = {
      PK: `USER#${recipient.userId}`,
      SK: `RECEIPT#${id}`,
      GSI1PK: `SENT#${sender.userId}`,
      entity: 'receipt',
      id,
      recipientId: recipient.userId,
      senderId: sender.userId,
      anonymous: false,
      createdAt: new Date().toISOString(),
      category: 'Work',
      intent: 'Growth',
      dayContext: 'Good Day',
      tags: ['Kind'],
    };
    return {
      eventID: id,
      eventName: 'INSERT' as const,
      dynamodb: { SequenceNumber: String(i + 1), NewImage: marshall(item) as never },
    };
  }),
});

const balanceOf = async (member: TestMember) => (await getDashboard(member)).balance;

describeWith('inProcessHandlers')("the dashboard consumer's batches", () => {
  it('applies a batch of receipts in shared transactions once: delivered again, it changes nothing', async () => {
    const [giver, receiver] = await Promise.all([createMember(), createMember()]);
    const { handler } = await consumer();
    const batch = newReceipts(giver, receiver, 30);
    expect(await handler(batch)).toEqual({ batchItemFailures: [] });
    expect(await balanceOf(receiver)).toEqual({ received: 30, given: 0 });
    expect(await handler(batch)).toEqual({ batchItemFailures: [] });
    expect(await balanceOf(receiver)).toEqual({ received: 30, given: 0 });
    expect(await balanceOf(giver)).toEqual({ received: 0, given: 30 });
  });

  it('counts nothing for a member whose deletion has begun, and still counts the other party', async () => {
    const [giver, leaving] = await Promise.all([createMember(), createMember()]);
    const { handler, table } = await consumer();
    // The deletion's first step writes its marker; the profile is still there until a later step.
    await table.put({ Item: { ...keys.deletion(leaving.userId), entity: 'deletion' } });
    expect(await handler(newReceipts(giver, leaving, 3))).toEqual({ batchItemFailures: [] });
    const { Items } = await table.query({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :stats)',
      ExpressionAttributeValues: { ':pk': keys.profile(leaving.userId).PK, ':stats': 'STATS#' },
    });
    expect(Items).toEqual([]);
    expect(await balanceOf(giver)).toEqual({ received: 0, given: 3 });
  });
});
