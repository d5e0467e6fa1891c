import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { contributionsOf, receiptImageFields } from '../../functions/domain/counters-stats';
import { streamFields } from '../../functions/events/stream-image';
import { keyReaders, receiptKeyFields } from '../../functions/store/platform/keys';

/** A receipt's stream image as DynamoDB Local renders it: an empty list (and an unrelated field) as `{}`. */
const image = {
  ...marshall({
    PK: 'USER#bob',
    SK: 'RECEIPT#r1',
    GSI1PK: 'SENT#ann',
    entity: 'receipt',
    id: 'r1',
    recipientId: 'bob',
    senderId: 'ann',
    anonymous: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    category: 'Work',
    intent: 'Growth',
    dayContext: 'Good Day',
  }),
  tags: {} as AttributeValue,
  reactions: {} as AttributeValue,
};

describe("a stream image's fields", () => {
  it('reads the named fields and leaves out values unmarshall rejects', () => {
    expect(streamFields(image, ['id', 'tags', 'anonymous'])).toEqual({ id: 'r1', anonymous: false });
  });

  it('keeps a receipt with an unreadable field counted for both of its members', () => {
    const counted = contributionsOf(
      keyReaders.receiptImage(streamFields(image, [...receiptImageFields, ...receiptKeyFields])),
    );
    expect(counted.map((c) => [c.role, c.memberId, c.tags])).toEqual([
      ['received', 'bob', []],
      ['given', 'ann', []],
    ]);
  });

  it('reads nothing from no image', () => {
    expect(streamFields(undefined, receiptImageFields)).toBeUndefined();
  });
});
