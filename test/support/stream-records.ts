import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import type { TestMember } from './profiles';
import { partitionSnapshot, userPartition } from './table';

/** Stream records of new receipts from `sender` to `recipient` (as DynamoDB Streams delivers them). */
export const newReceipts = (
  sender: TestMember,
  recipient: TestMember,
  count: number,
): DynamoDBStreamEvent => ({
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

/** The stream record DynamoDB would deliver for a receipt just written to `recipient`'s hub. */
export async function receiptStreamRecord(
  recipient: { userId: string },
  receiptId: string,
): Promise<DynamoDBRecord> {
  const partition = userPartition(recipient.userId);
  const items = (await partitionSnapshot([partition]))[partition] as Record<string, unknown>[];
  const item = items.find((i) => i.SK === `RECEIPT#${receiptId}`);
  if (!item) throw new Error('receipt item not found');
  return {
    eventID: `test-${receiptId}`,
    eventName: 'INSERT',
    dynamodb: { NewImage: marshall(item) as never, SequenceNumber: `${Date.now()}` },
  };
}
