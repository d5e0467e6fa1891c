import { randomUUID } from 'node:crypto';
import type { Receipt } from '@contract/schemas/receipts';
import { type ApiResponse, callApi } from './api';
import { everyPage } from './list-pages';
import type { TestMember } from './profiles';

export async function giveReceipt(
  sender: TestMember,
  recipient: TestMember,
  fields: Record<string, unknown> = {},
): Promise<ApiResponse<Receipt>> {
  return callApi<Receipt>('POST', '/receipts', {
    token: sender.idToken,
    body: {
      clientRequestId: randomUUID(),
      recipientId: recipient.userId,
      receiptText: 'Thank you',
      ...fields,
    },
  });
}

export async function allReceipts(member: TestMember, box: 'sent' | 'received' | 'all', limit = 50) {
  return (await everyPage<Receipt>(member, '/receipts', { box, limit: String(limit) })).flat();
}

/** Receipts from `sender` to `recipient`, one for each set of fields, given one after another in that order. */
export async function giveReceipts(
  sender: TestMember,
  recipient: TestMember,
  each: readonly Record<string, unknown>[],
): Promise<Receipt[]> {
  const given: Receipt[] = [];
  for (const fields of each) given.push((await giveReceipt(sender, recipient, fields)).body);
  return given;
}
