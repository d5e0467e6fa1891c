import { randomUUID } from 'node:crypto';
import type { Receipt } from '@contract/schemas/receipts';
import { type ApiResponse, callApi } from './api';
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
  const items: Receipt[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = { box, limit: String(limit) };
    if (cursor) query.cursor = cursor;
    const res: ApiResponse<{ items: Receipt[]; cursor: string | null }> = await callApi('GET', '/receipts', {
      token: member.idToken,
      query,
    });
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.body)}`);
    items.push(...res.body.items);
    cursor = res.body.cursor;
  } while (cursor);
  return items;
}
