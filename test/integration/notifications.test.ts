import { setTimeout as sleep } from 'node:timers/promises';
import { marshall } from '@aws-sdk/util-dynamodb';
import { messages } from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import type { DynamoDBRecord } from 'aws-lambda';
import { callApi, errorMessage } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import { mailsForReceipt, waitForReceiptMail } from '../support/mail';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith, testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';

const me = async (member: TestMember) => (await callApi<Me>('GET', '/me', { token: member.idToken })).body;

/** The stream record DynamoDB would deliver for a receipt that was just written. */
async function streamRecordOf(recipient: TestMember, receiptId: string): Promise<DynamoDBRecord> {
  const items = (await partitionSnapshot([userPartition(recipient.userId)]))[userPartition(recipient.userId)];
  const item = (items as Record<string, unknown>[]).find((i) => i.SK === `RECEIPT#${receiptId}`);
  if (!item) throw new Error('receipt item not found');
  return {
    eventID: `test-${receiptId}`,
    eventName: 'INSERT',
    dynamodb: { NewImage: marshall(item) as never, SequenceNumber: `${Date.now()}` },
  };
}

// Local-only: reads the e-mails the local notifier writes to files, and runs the handler in-process.
describeWith('readLocalMail')('receipt e-mails', () => {
  let ada: TestMember;
  let grace: TestMember;

  beforeAll(async () => {
    [ada, grace] = await Promise.all([createMember('Ada', 'Lovelace'), createMember('Grace', 'Hopper')]);
  });

  it('e-mails the recipient once per receipt, even when the stream record is delivered twice', async () => {
    const res = await giveReceipt(ada, grace, { receiptText: 'Kept the meeting kind.' });
    expect(res.status).toBe(201);
    const mail = await waitForReceiptMail(res.body.id);
    expect(mail.headers.To).toBe(grace.email);
    expect(mail.headers.Subject).toBe(messages.receiptEmailSubject);
    expect(mail.text).toContain('Ada Lovelace gave you a receipt');
    expect(mail.text).toContain('/receipts-hub');
    expect(mail.text).not.toContain('Kept the meeting kind.');

    // Redelivery, as Lambda may do: the same record through the same handler, twice more.
    pointHandlersAtTestStack();
    process.env.MAIL_TRANSPORT = 'file';
    process.env.MAIL_DIR = testStack().local?.mailDir ?? '';
    process.env.SITE_URL = 'http://127.0.0.1:5173';
    const { handler } = await import('../../functions/events/notify-recipient');
    const record = await streamRecordOf(grace, res.body.id);
    const results = await Promise.all([handler({ Records: [record] }), handler({ Records: [record] })]);
    expect(results.every((r) => r.batchItemFailures.length === 0)).toBe(true);
    expect(mailsForReceipt(res.body.id)).toHaveLength(1);
  });

  it('never names an anonymous sender', async () => {
    const res = await giveReceipt(ada, grace, { anonymous: true });
    const mail = await waitForReceiptMail(res.body.id);
    for (const secret of ['Ada', 'Lovelace', ada.username, ada.email, ada.userId]) {
      expect(mail.raw).not.toContain(secret);
    }
    expect(mail.text).toContain('Someone gave you a receipt');
  });

  it('sends nothing once the recipient turns e-mails off, and again once they turn them on', async () => {
    const bob = await createMember('Bob', 'Quiet');
    expect((await me(bob)).notifications).toEqual({ email: true });
    const off = await callApi('PUT', '/me/notification-settings', {
      token: bob.idToken,
      body: { email: false },
    });
    expect(off).toMatchObject({ status: 200, body: { email: false } });
    expect((await me(bob)).notifications).toEqual({ email: false });

    const quiet = await giveReceipt(ada, bob);
    // The notifier reads the setting when it handles the record: a later receipt's e-mail arriving proves the
    // stream got past the quiet one before the setting changes back.
    const marker = await giveReceipt(bob, ada);
    await waitForReceiptMail(marker.body.id);
    await callApi('PUT', '/me/notification-settings', { token: bob.idToken, body: { email: true } });
    const loud = await giveReceipt(ada, bob);
    await waitForReceiptMail(loud.body.id);
    expect(mailsForReceipt(quiet.body.id)).toHaveLength(0);
  });

  it('unsubscribes with the link from the e-mail, and refuses a tampered link', async () => {
    const cy = await createMember('Cy', 'Reader');
    const first = await giveReceipt(ada, cy);
    const mail = await waitForReceiptMail(first.body.id);
    const link = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    expect(mail.headers['List-Unsubscribe']).toBe(`<${link}>`);

    const [id, key] = token.split('.') as [string, string];
    const tampered = [
      `${id}.${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
      `${Buffer.from(ada.userId).toString('base64url')}.${key}`,
      'nonsense',
      '',
    ];
    for (const bad of tampered) {
      const res = await callApi('POST', '/notifications/unsubscribe', { body: { token: bad } });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(messages.unsubscribeLinkInvalid);
    }
    expect((await me(cy)).notifications).toEqual({ email: true });
    expect((await me(ada)).notifications).toEqual({ email: true });

    const res = await callApi('POST', '/notifications/unsubscribe', { body: { token } });
    expect(res).toMatchObject({ status: 200, body: { email: false } });
    expect((await me(cy)).notifications).toEqual({ email: false });

    const second = await giveReceipt(ada, cy);
    const marker = await giveReceipt(ada, grace);
    await waitForReceiptMail(marker.body.id);
    await sleep(300);
    expect(mailsForReceipt(second.body.id)).toHaveLength(0);
  });
});

describe('the unread badge', () => {
  it('counts receipts since the hub was last opened, and clears when it is', async () => {
    const [ann, ben] = await Promise.all([createMember('Ann', 'Giver'), createMember('Ben', 'Getter')]);
    expect((await me(ben)).unreadReceipts).toBe(0);
    await Promise.all([
      giveReceipt(ann, ben),
      giveReceipt(ann, ben),
      giveReceipt(ann, ben, { anonymous: true }),
    ]);
    expect((await me(ben)).unreadReceipts).toBe(3);
    expect((await me(ann)).unreadReceipts).toBe(0);

    const seen = await callApi('POST', '/me/receipts-seen', { token: ben.idToken, body: {} });
    expect(seen).toMatchObject({ status: 200, body: { unread: 0 } });
    expect((await me(ben)).unreadReceipts).toBe(0);
    await giveReceipt(ann, ben);
    expect((await me(ben)).unreadReceipts).toBe(1);
  });

  it('loses the receipts that leave the hub unseen (block, report), not the ones seen before', async () => {
    const [ann, ben, cal] = await Promise.all([
      createMember('Ann', 'Giver'),
      createMember('Ben', 'Getter'),
      createMember('Cal', 'Other'),
    ]);
    const seenBefore = (await giveReceipt(ann, ben)).body.id;
    await callApi('POST', '/me/receipts-seen', { token: ben.idToken, body: {} });
    await giveReceipt(ann, ben);
    await giveReceipt(ann, ben, { anonymous: true });
    const fromCal = (await giveReceipt(cal, ben)).body.id;
    await giveReceipt(cal, ben);
    expect((await me(ben)).unreadReceipts).toBe(4);

    // Blocking Ann from a named receipt withholds her two named ones (her anonymous one stays: blocking
    // must not reveal it is hers); only the one after the hub was opened was on the badge.
    const blocked = await callApi('POST', `/receipts/${seenBefore}/block`, { token: ben.idToken, body: {} });
    expect(blocked.status).toBe(200);
    expect((await me(ben)).unreadReceipts).toBe(3);
    const reported = await callApi('POST', `/receipts/${fromCal}/report`, {
      token: ben.idToken,
      body: { reason: 'spam' },
    });
    expect(reported.status).toBe(200);
    expect((await me(ben)).unreadReceipts).toBe(2);
  });
});
