import { randomUUID } from 'node:crypto';
import { receiptRoutes } from '@contract/routes/receipts';
import type { TestMember } from './profiles';

/** An autocannon request's headers and body: a receipt from one member `pick` gives to another it gives. */
export function receiptBetweenTwo(pick: () => TestMember, fields: Record<string, string>) {
  const sender = pick();
  let recipient = pick();
  while (recipient === sender) recipient = pick();
  return {
    headers: { authorization: `Bearer ${sender.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ clientRequestId: randomUUID(), recipientId: recipient.userId, ...fields }),
  };
}

/**
 * An autocannon request that sends a receipt between two members `pick` gives, with `fields`: the bench's
 * load row and the soak (`scripts/soak.ts`) send the same way.
 */
export const sendRequest = (
  pick: () => TestMember,
  fields: Record<string, string>,
  onResponse: (status: number, body: string) => void,
) => ({
  method: receiptRoutes.createReceipt.method,
  path: receiptRoutes.createReceipt.path,
  setupRequest: (req: object) => ({ ...req, ...receiptBetweenTwo(pick, fields) }),
  onResponse,
});
