import { randomUUID } from 'node:crypto';
import { errorCodes } from '@contract/schemas/common';
import { type ApiResponse, callApi } from '../support/api';
import { membersBeforeAll } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

const codeOf = (res: ApiResponse) => [res.status, (res.body as { error?: { code?: string } }).error?.code];

/** A refused send says what happened by its code, so the site acts on the code and never on the wording. */
describe('a refused send names its reason by code', () => {
  const members = membersBeforeAll('sender', 'ada', 'ben');

  it('a request id reused for another receipt: RECEIPT_REQUEST_REUSED', async () => {
    const { sender, ada } = members;
    const request = { clientRequestId: randomUUID(), receiptText: 'You held the door' };
    expect((await giveReceipt(sender, ada, request)).status).toBe(201);
    const reused = await giveReceipt(sender, ada, { ...request, receiptText: 'Something else' });
    expect(codeOf(reused)).toEqual([409, errorCodes.receiptRequestReused]);
  });

  it('to yourself, to nobody, and to someone who blocked you', async () => {
    const { sender, ada, ben } = members;
    expect(codeOf(await giveReceipt(sender, sender))).toEqual([400, errorCodes.receiptToYourself]);
    const nobody = { ...ada, userId: randomUUID() };
    expect(codeOf(await giveReceipt(sender, nobody))).toEqual([404, errorCodes.recipientNotFound]);
    const given = await giveReceipt(sender, ben);
    expect(given.status).toBe(201);
    const id = (given.body as { id: string }).id;
    expect((await callApi('POST', `/receipts/${id}/block`, { token: ben.idToken, body: {} })).status).toBe(
      200,
    );
    expect(codeOf(await giveReceipt(sender, ben))).toEqual([403, errorCodes.receiptNotDelivered]);
  });

  it('a voice note that is not the sender’s upload: VOICE_NOTE_REFUSED', async () => {
    const { sender, ada } = members;
    const refused = await giveReceipt(sender, ada, { voiceRecording: 'pending/not-an-upload' });
    expect(codeOf(refused)).toEqual([403, errorCodes.voiceNoteRefused]);
  });
});
