import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { oneClickUnsubscribePath } from '@contract/mail-links';
import { sitePaths } from '@contract/site-paths';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { envNames, requiredEnv } from '../config';
import { mayEmail } from '../domain/mail-permission';
import { receiptEmail } from '../domain/receipt-email';
import type { StoredReceipt } from '../domain/receipts';
import { unsubscribeToken } from '../domain/unsubscribe-token';
import { createLogger, errorFields } from '../http/logger';
import { sendMail } from '../mail/transport';
import { publishMetrics } from '../metrics/business-metrics';
import { claimNotification, notificationTargetOf, releaseNotification } from '../store/mail/notifications';
import { streamFields } from './stream-image';

const log = createLogger({ handler: 'notify-recipient' });

type NewReceipt = Pick<StoredReceipt, 'id' | 'recipientId' | 'anonymous' | 'senderName'>;
const neededFields = ['entity', 'id', 'recipientId', 'anonymous', 'senderName'] as const;

/**
 * The new receipt a stream record carries, or null for any other change to the table. Only the fields the
 * e-mail needs are read.
 */
export function newReceiptOf(record: DynamoDBRecord): NewReceipt | null {
  const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== 'receipt') return null;
  return streamFields(image, neededFields) as NewReceipt;
}

async function notify(receipt: NewReceipt): Promise<void> {
  const target = await notificationTargetOf(receipt.recipientId);
  if (!mayEmail(target)) return;
  if (!(await claimNotification(receipt.recipientId, receipt.id, new Date().toISOString()))) return;
  const site = requiredEnv(envNames.siteUrl).replace(/\/+$/, '');
  const api = requiredEnv(envNames.apiUrl).replace(/\/+$/, '');
  const token = encodeURIComponent(unsubscribeToken(receipt.recipientId, target.unsubscribeKey));
  const message = receiptEmail(receipt, target.email, {
    hub: `${site}${sitePaths.hub}`,
    unsubscribe: `${site}${sitePaths.unsubscribe}?token=${token}`,
    oneClickUnsubscribe: `${api}${oneClickUnsubscribePath}?token=${token}`,
  });
  try {
    await sendMail(message);
  } catch (error) {
    await releaseNotification(receipt.recipientId, receipt.id);
    throw error;
  }
  log.info('receipt e-mail sent', { receiptId: receipt.id });
}

/**
 * DynamoDB Streams → "You received a receipt" e-mails, one per receipt however often a record is delivered
 * (a conditional put claims each receipt first). Failed records are reported back so only they are retried;
 * after the retries they go to the dead-letter queue. The local stack calls this same handler.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const failures: DynamoDBBatchResponse['batchItemFailures'] = [];
  try {
    await notifyEach(event, failures);
  } finally {
    publishMetrics();
  }
  return { batchItemFailures: failures };
}

async function notifyEach(event: DynamoDBStreamEvent, failures: DynamoDBBatchResponse['batchItemFailures']) {
  for (const record of event.Records) {
    const receipt = newReceiptOf(record);
    if (!receipt) continue;
    try {
      await notify(receipt);
    } catch (error) {
      log.error('receipt e-mail failed', { receiptId: receipt.id, ...errorFields(error) });
      failures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' });
    }
  }
}
