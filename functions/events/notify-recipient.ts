import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StoredRequestForMe } from '../domain/feedback-requests';
import { mayEmail } from '../domain/mail-permission';
import { receiptEmail } from '../domain/receipt-email';
import type { StoredReceipt } from '../domain/receipts';
import { requestEmail } from '../domain/request-email';
import { createLogger, errorFields } from '../http/logger';
import { receiptMailLinks, requestMailLinks } from '../mail/receipt-mail';
import { sendMail } from '../mail/transport';
import { publishMetrics } from '../metrics/business-metrics';
import { sendNowOrGather } from '../store/mail/mail-window';
import { claimNotification, notificationTargetOf, releaseNotification } from '../store/mail/notifications';
import { emailChangeOf, notifyEmailChange } from './notify-email-change';
import { followUpMailOf, notifyFollowUp } from './notify-follow-up';
import { notifyRequestReminder, requestReminderOf } from './notify-request-reminder';
import { notifySignInChange, signInChangeOf } from './notify-sign-in-change';
import { sendOnce } from './send-once';
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

/**
 * Claims the receipt's e-mail (once per receipt), then either sends it now, when the member's last receipt
 * e-mail left at least `limits.receiptMailGapMinutes` ago, or gathers it into the next one, which
 * `send-gathered-mail` sends when that time has passed. A failure gives both back, so a retry starts over.
 */
async function notify(receipt: NewReceipt): Promise<void> {
  const target = await notificationTargetOf(receipt.recipientId);
  if (!mayEmail(target)) return;
  if (!(await claimNotification(receipt.recipientId, receipt.id, new Date().toISOString()))) return;
  try {
    const window = await sendNowOrGather(receipt.recipientId, receipt.id, new Date());
    if (!window.sendNow) {
      log.info('receipt e-mail gathered', { receiptId: receipt.id });
      return;
    }
    const message = receiptEmail(
      receipt,
      target.email,
      receiptMailLinks(receipt.recipientId, target.unsubscribeKey),
    );
    await sendMail(message).catch(async (error) => {
      await window.undo();
      throw error;
    });
  } catch (error) {
    await releaseNotification(receipt.recipientId, receipt.id);
    throw error;
  }
  log.info('receipt e-mail sent', { receiptId: receipt.id });
}

type SentRequest = Pick<StoredRequestForMe, 'id' | 'recipientId' | 'askerName' | 'askerUsername'>;
const requestFields = ['entity', 'id', 'recipientId', 'askerName', 'askerUsername'] as const;

/** A feedback request newly sent to a chosen contact, or null for any other change to the table. */
export function sentRequestOf(record: DynamoDBRecord): SentRequest | null {
  const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== 'requestForMe') return null;
  return streamFields(image, requestFields) as SentRequest;
}

/** "Ida asked you for a receipt", once per request and contact, under the receipt e-mails' switch. */
async function notifyRequest(sent: SentRequest): Promise<void> {
  const mailed = await sendOnce(sent.recipientId, sent.id, (target) =>
    requestEmail(sent, target.email, requestMailLinks(sent.recipientId, target.unsubscribeKey, sent)),
  );
  if (mailed) log.info('request e-mail sent', { requestId: sent.id });
}

async function notifyOf(record: DynamoDBRecord): Promise<void> {
  const sent = sentRequestOf(record);
  if (sent) return notifyRequest(sent);
  const reminder = requestReminderOf(record);
  if (reminder) return notifyRequestReminder(reminder);
  const followUp = followUpMailOf(record);
  if (followUp) return notifyFollowUp(followUp);
  const emailChange = emailChangeOf(record);
  if (emailChange) return notifyEmailChange(emailChange);
  const signInChange = signInChangeOf(record);
  if (signInChange) return notifySignInChange(signInChange);
  const receipt = newReceiptOf(record);
  if (!receipt) return;
  try {
    await notify(receipt);
  } catch (error) {
    log.error('receipt e-mail failed', { receiptId: receipt.id, ...errorFields(error) });
    throw error;
  }
}

/**
 * DynamoDB Streams → "You received a receipt" e-mails, one per receipt however often a record is delivered
 * (a conditional put claims each receipt first), "Ida asked you for a receipt" to each chosen contact (and
 * its reminders to those who have not answered), and a
 * follow-up's e-mail to each giver when asked and when reminded, and a changed sign-in e-mail's notice to the
 * old address.
 * Failed records are reported back (Powertools' partial batch response, also when all failed), so only they
 * are retried; after the retries they go to the dead-letter queue. The local stack calls this same handler.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  try {
    // A processor per call: it holds the batch's state, and the local stack and tests may run two at once.
    return await processPartialResponse(event, notifyOf, new BatchProcessor(EventType.DynamoDBStreams), {
      // One at a time, in the stream's order: a member's first receipt of the hour is the one e-mailed at once.
      processInParallel: false,
      throwOnFullBatchFailure: false,
    });
  } finally {
    publishMetrics();
  }
}
