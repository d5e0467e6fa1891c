import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { movesOf, type ReceiptImage, receiptImageFields } from '../domain/counters-stats';
import { createLogger, errorFields } from '../http/logger';
import { keyReaders, receiptKeyFields } from '../store/platform/keys';
import { applyMoves } from '../store/profiles/counters-stats';
import { streamFields } from './stream-image';

const log = createLogger({ handler: 'dashboard-stats' });

/** The receipt fields of a stream image that contributionsOf counts, and the place its keys give it. */
const imageOf = (image: Record<string, AttributeValue> | undefined): ReceiptImage | undefined =>
  keyReaders.receiptImage(streamFields(image, [...receiptImageFields, ...receiptKeyFields]));

/** What one stream record moves: the receipt's contributions that went are taken back, new ones added. */
export const movesOfRecord = (record: DynamoDBRecord) =>
  movesOf(
    imageOf(record.dynamodb?.OldImage as Record<string, AttributeValue> | undefined),
    imageOf(record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined),
  );

/**
 * DynamoDB Streams → the dashboard's aggregates (store/profiles/counters-stats.ts), applied idempotently: each
 * contribution's ledger item is written in the transaction that moves its buckets, and a batch's records
 * share a few transactions (each bucket once per transaction). Records are applied in order; when a write
 * fails, the whole batch is reported failed and goes again (what was applied is skipped by its ledger), so a
 * receipt's changes are never applied out of order (so not Powertools' batch processing, which settles records
 * one by one). The local stack's stream poller calls this same handler.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  try {
    await applyMoves(event.Records.flatMap(movesOfRecord));
    return { batchItemFailures: [] };
  } catch (error) {
    const first = event.Records[0];
    log.error('dashboard figures not updated', { eventId: first?.eventID, ...errorFields(error) });
    return {
      batchItemFailures: first
        ? [{ itemIdentifier: first.dynamodb?.SequenceNumber ?? first.eventID ?? '' }]
        : [],
    };
  }
}
