import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { monotonicFactory } from 'ulid';
import { isOwnKey, voiceRecordingKey, voiceRecordingPrefix } from '../domain/media-keys';
import { receiptFor, type StoredReceipt } from '../domain/receipts';
import { createApiHandler, type OperationInput } from '../http/api-handler';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { checkUpload, presignDownload, presignUpload } from '../store/media';
import { listReceipts } from '../store/receipt-lists';
import { editReceiptText, findReceiptOf, markReceiptOpened, saveReceipt } from '../store/receipts';
import { getProfiles } from '../store/user-directory';

/** Monotonic within a container, so receipts created in the same millisecond still sort by creation. */
const ulid = monotonicFactory();
const voiceRule = { contentTypePrefix: 'audio/webm', maxBytes: limits.voiceRecordingMaxBytes };

async function createReceipt({ caller, body }: OperationInput<'createReceipt'>) {
  if (body.recipientId === caller.userId) throw badRequest(messages.cannotReceiptYourself);
  if (body.voiceRecording) {
    if (!isOwnKey(body.voiceRecording, voiceRecordingPrefix(caller.userId))) {
      throw forbidden(messages.failedToUploadVoice);
    }
    if ((await checkUpload(body.voiceRecording, voiceRule)) !== 'ok')
      throw badRequest(messages.failedToUploadVoice);
  }
  const profiles = await getProfiles([caller.userId, body.recipientId]);
  const sender = profiles.get(caller.userId);
  const recipient = profiles.get(body.recipientId);
  if (!sender) throw notFound(messages.userNotFound);
  if (!recipient) throw notFound(messages.userNotFound);

  const now = new Date().toISOString();
  const receipt: StoredReceipt = {
    id: ulid(),
    senderId: caller.userId,
    senderName: sender.fullName || sender.username,
    recipientId: recipient.userId,
    recipientName: recipient.fullName || recipient.username,
    recipientUsername: recipient.username,
    anonymous: body.anonymous,
    dayContext: body.dayContext,
    intent: body.intent,
    category: body.category,
    relationshipType: body.relationshipType,
    emotionalRegulation: [...new Set(body.emotionalRegulation)],
    conflictResolution: [...new Set(body.conflictResolution)],
    tags: [...new Set(body.emotionalRegulation)],
    receiptText: body.receiptText,
    voiceRecording: body.voiceRecording,
    createdAt: now,
    updatedAt: now,
  };
  const outcome = await saveReceipt(receipt, body.clientRequestId);
  if (outcome.kind === 'noRecipient') throw notFound(messages.userNotFound);
  if (outcome.kind === 'created') return receiptFor(outcome.receipt, caller.userId);
  const existing = await findReceiptOf(caller.userId, outcome.receiptId);
  if (!existing) throw conflict(messages.failedToSaveReceipt);
  return receiptFor(existing, caller.userId);
}

export const handler = createApiHandler('receipts', {
  createReceipt,

  listReceipts: async ({ caller, query }) => {
    const page = await listReceipts(
      caller.userId,
      query.box,
      query.cursor,
      query.limit ?? limits.pageSizeDefault,
      {
        category: query.category,
        q: query.q?.toLowerCase() || undefined,
      },
    );
    return { items: page.items.map((r) => receiptFor(r, caller.userId)), cursor: page.cursor };
  },

  /** Only the recipient edits, once (SPEC §4, §6). Anyone else finds no such receipt. */
  editReceipt: async ({ caller, params, body }) => {
    const outcome = await editReceiptText(
      caller.userId,
      params.receiptId,
      body.receiptText,
      new Date().toISOString(),
    );
    if (outcome.kind === 'notFound') throw notFound(messages.receiptNotFound);
    if (outcome.kind === 'alreadyEdited') throw conflict(messages.receiptEditedOnce);
    return receiptFor(outcome.receipt, caller.userId);
  },

  markReceiptOpened: async ({ caller, params }) => {
    if (!(await markReceiptOpened(caller.userId, params.receiptId, new Date().toISOString())))
      throw notFound(messages.receiptNotFound);
    return {};
  },

  createVoiceUpload: async ({ caller, body }) =>
    presignUpload(voiceRecordingKey(caller.userId, 'receipt', Date.now()), body.contentType, voiceRule),

  /** A short-lived link, for the receipt's sender and recipient only. */
  getVoiceUrl: async ({ caller, params }) => {
    const receipt = await findReceiptOf(caller.userId, params.receiptId);
    if (!receipt) throw notFound(messages.receiptNotFound);
    if (!receipt.voiceRecording) throw notFound(messages.notFound);
    const expiresAt = new Date(Date.now() + limits.presignedUrlSeconds * 1000).toISOString();
    return { url: await presignDownload(receipt.voiceRecording), expiresAt };
  },
});
