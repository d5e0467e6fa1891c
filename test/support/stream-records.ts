import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import type { TestMember } from './profiles';

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
