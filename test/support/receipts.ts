import { randomUUID } from 'node:crypto';
import type { Receipt } from '@contract/schemas/receipts';
import { type ApiResponse, callApi } from './api';
import { deliverHeldTo } from './held-receipts';
import { everyPage } from './list-pages';
import type { TestMember } from './profiles';

/**
 * Gives a receipt through the API. An anonymous one is held for the recipient's daily delivery; unless
 * `held` is asked for, it is delivered at once (their delivery brought forward), so a
 * test of what a received receipt does finds it in the hub. Its answer is then the receipt as delivered.
 */
export async function giveReceipt(
  sender: TestMember,
  recipient: TestMember,
  { held = false, ...fields }: Record<string, unknown> & { held?: boolean } = {},
): Promise<ApiResponse<Receipt>> {
  const res = await callApi<Receipt>('POST', '/receipts', {
    token: sender.idToken,
    body: {
      clientRequestId: randomUUID(),
      recipientId: recipient.userId,
      receiptText: 'Thank you',
      ...fields,
    },
  });
  if (held || res.status !== 201 || !res.body.held) return res;
  await deliverHeldTo(recipient);
  const { held: _, ...delivered } = res.body;
  return { ...res, body: delivered };
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
