import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type ReceiptImage, receiptImageFields } from '../domain/counters-stats';
import { createLogger, errorFields } from '../http/logger';
import { applyItemChange } from '../store/profiles/counters-stats';
import { streamFields } from './stream-image';

const log = createLogger({ handler: 'dashboard-stats' });

/** The receipt fields of a stream image that contributionsOf counts. */
const imageOf = (image: Record<string, AttributeValue> | undefined): ReceiptImage | undefined =>
  streamFields(image, receiptImageFields);

/** What one stream record moves: the receipt's contributions that went are taken back, new ones added. */
export async function applyRecord(record: DynamoDBRecord): Promise<void> {
  const before = imageOf(record.dynamodb?.OldImage as Record<string, AttributeValue> | undefined);
  const after = imageOf(record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined);
  await applyItemChange(before, after);
}

/**
 * DynamoDB Streams → the dashboard's aggregates (store/profiles/counters-stats.ts), applied idempotently: each
 * contribution's ledger item is written in the transaction that moves its buckets. Records are applied in
 * order; the first that fails is reported with everything after it, so a receipt's changes are never
 * applied out of order. The local stack's stream poller calls this same handler.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    try {
      await applyRecord(record);
    } catch (error) {
      log.error('dashboard figures not updated', { eventId: record.eventID, ...errorFields(error) });
      return {
        batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' }],
      };
    }
  }
  return { batchItemFailures: [] };
}
