import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import { mailWindowOf } from '../support/gathered-mail';
import { deliverHeldTo } from '../support/held-receipts';
import { pointHandlersAtTestStack } from '../support/in-process';
import { mailsForReceipt, waitForReceiptMail } from '../support/mail';
import { createMember, createVerifiedMember, type TestMember, verifyEmail } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith, edgeHeaders, testStack } from '../support/stack';
import { receiptStreamRecord } from '../support/stream-records';

const me = async (member: TestMember) => (await callApi<Me>('GET', '/me', { token: member.idToken })).body;

/** Runs the notifier and other event handlers in this process against the test stack. */
function handlersInProcess() {
  pointHandlersAtTestStack();
  process.env.MAIL_TRANSPORT = 'file';
  process.env.MAIL_DIR = testStack().local?.mailDir ?? '';
  process.env.SITE_URL = 'http://127.0.0.1:5173';
  process.env.API_URL = testStack().apiUrl;
}

/** A form POST as mail clients send for RFC 8058 one-click unsubscribe. */
const postForm = (url: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
  fetch(url, { method: 'POST', headers: { ...edgeHeaders(), 'content-type': contentType }, body });

/**
 * Gives a receipt from `from` to a new verified member and waits for its e-mail (their first, so it leaves at
 * once): the stream is read in order, so by then the notifier has handled `receiptId`'s record.
 */
async function afterNotifierHandled(receiptId: string, from: TestMember) {
  const next = await giveReceipt(from, await createVerifiedMember('Mark', 'Er'));
  await waitForReceiptMail(next.body.id);
  return mailsForReceipt(receiptId);
}

// Local-only: reads the e-mails the local notifier writes to files, and runs the handler in-process.
describeWith('readLocalMail')('receipt e-mails', () => {
  // Each test may wait for two e-mails behind the full suite's bulk seeds (see waitForReceiptMail).
  jest.setTimeout(120_000);
  // Each test mails members of its own: a member's e-mails within an hour of their first are gathered.
  let ada: TestMember;

  beforeAll(async () => {
    ada = await createVerifiedMember('Ada', 'Lovelace');
  });

  it('e-mails only members who verified their address: none before, one after', async () => {
    const una = await createMember('Una', 'Verified');
    const before = await giveReceipt(ada, una);
    expect(before.status).toBe(201);
    expect(await afterNotifierHandled(before.body.id, ada)).toHaveLength(0);

    await verifyEmail(una);
    const after = await giveReceipt(ada, una);
    expect((await waitForReceiptMail(after.body.id)).headers.To).toBe(una.email);
    expect(mailsForReceipt(before.body.id)).toHaveLength(0);
  });

  it('stops mailing an address SES reports as bouncing or complaining; a transient bounce changes nothing', async () => {
    const [bea, cam, dee] = await Promise.all([
      createVerifiedMember('Bea', 'Bounce'),
      createVerifiedMember('Cam', 'Complaint'),
      createVerifiedMember('Dee', 'Full'),
    ]);
    handlersInProcess();
    const { handler } = await import('../../functions/events/mail-feedback');
    const event = (detail: object) =>
      ({ source: 'aws.ses', 'detail-type': 'x', time: new Date().toISOString(), detail }) as never;
    await handler(
      event({
        eventType: 'Bounce',
        bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: dee.email }] },
      }),
    );
    await handler(
      event({
        eventType: 'Bounce',
        bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: bea.email.toUpperCase() }] },
      }),
    );
    await handler(
      event({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: cam.email }] } }),
    );

    const toBea = await giveReceipt(ada, bea);
    const toCam = await giveReceipt(ada, cam);
    const toDee = await giveReceipt(ada, dee);
    await waitForReceiptMail(toDee.body.id);
    expect(await afterNotifierHandled(toBea.body.id, ada)).toHaveLength(0);
    expect(mailsForReceipt(toCam.body.id)).toHaveLength(0);
  });

  it('e-mails the recipient once per receipt, even when the stream record is delivered twice', async () => {
    const grace = await createVerifiedMember('Grace', 'Hopper');
    const res = await giveReceipt(ada, grace, { receiptText: 'Kept the meeting kind.' });
    expect(res.status).toBe(201);
    const mail = await waitForReceiptMail(res.body.id);
    expect(mail.headers.To).toBe(grace.email);
    expect(mail.headers.Subject).toBe(messages.receiptEmailSubject);
    expect(mail.text).toContain('Ada Lovelace gave you a receipt');
    expect(mail.text).toContain('/receipts-hub');
    expect(mail.text).not.toContain('Kept the meeting kind.');

    // Redelivery, as Lambda may do: the same record through the same handler, twice more.
    handlersInProcess();
    const { handler } = await import('../../functions/events/notify-recipient');
    const record = await receiptStreamRecord(grace, res.body.id);
    const results = await Promise.all([handler({ Records: [record] }), handler({ Records: [record] })]);
    expect(results.every((r) => r.batchItemFailures.length === 0)).toBe(true);
    expect(mailsForReceipt(res.body.id)).toHaveLength(1);
  });

  it('never names an anonymous sender', async () => {
    const res = await giveReceipt(ada, await createVerifiedMember('Gia', 'Getter'), { anonymous: true });
    const mail = await waitForReceiptMail(res.body.id);
    for (const secret of ['Ada', 'Lovelace', ada.username, ada.email, ada.userId]) {
      expect(mail.raw).not.toContain(secret);
    }
    expect(mail.text).toContain('Someone gave you a receipt');
  });

  it('e-mails an anonymous receipt when it is delivered, not when it was sent', async () => {
    const hal = await createVerifiedMember('Hal', 'Held');
    const held = await giveReceipt(ada, hal, { anonymous: true, held: true });
    expect(held.status).toBe(201);
    expect(await afterNotifierHandled(held.body.id, ada)).toHaveLength(0);
    expect(await deliverHeldTo(hal)).toEqual(['delivered']);
    const mail = await waitForReceiptMail(held.body.id);
    expect(mail.headers.To).toBe(hal.email);
    expect(mail.text).toContain('Someone gave you a receipt');
  });

  it('sends nothing once the recipient turns e-mails off, and again once they turn them on', async () => {
    const bob = await createVerifiedMember('Bob', 'Quiet');
    expect((await me(bob)).notifications).toMatchObject({ email: true });
    const off = await callApi('PUT', '/me/notification-settings', {
      token: bob.idToken,
      body: { email: false },
    });
    expect(off).toMatchObject({ status: 200, body: { email: false } });
    expect((await me(bob)).notifications).toMatchObject({ email: false });

    const quiet = await giveReceipt(ada, bob);
    // The notifier reads the setting when it handles the record: a later receipt's e-mail arriving proves the
    // stream got past the quiet one before the setting changes back.
    expect(await afterNotifierHandled(quiet.body.id, bob)).toHaveLength(0);
    await callApi('PUT', '/me/notification-settings', { token: bob.idToken, body: { email: true } });
    const loud = await giveReceipt(ada, bob);
    await waitForReceiptMail(loud.body.id);
  });

  it('unsubscribes with the link from the e-mail, and refuses a tampered link', async () => {
    const cy = await createVerifiedMember('Cy', 'Reader');
    const first = await giveReceipt(ada, cy);
    const mail = await waitForReceiptMail(first.body.id);
    const link = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

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
    expect((await me(cy)).notifications).toMatchObject({ email: true });
    expect((await me(ada)).notifications).toMatchObject({ email: true });

    const res = await callApi('POST', '/notifications/unsubscribe', { body: { token } });
    expect(res).toMatchObject({ status: 200, body: { email: false } });
    expect((await me(cy)).notifications).toMatchObject({ email: false });

    const second = await giveReceipt(ada, cy);
    expect(await afterNotifierHandled(second.body.id, ada)).toHaveLength(0);
    // Not gathered for later either.
    expect((await mailWindowOf(cy))?.pending?.has(second.body.id) ?? false).toBe(false);
  });
});

describeWith('readLocalMail')('RFC 8058 one-click unsubscribe', () => {
  it('carries List-Unsubscribe (the API, with the token) and List-Unsubscribe-Post in every e-mail', async () => {
    const [eve, fay] = await Promise.all([createVerifiedMember('Eve', 'Sender'), createVerifiedMember()]);
    const mail = await waitForReceiptMail((await giveReceipt(eve, fay)).body.id);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(header).toBeDefined();
    const url = new URL(header!);
    expect(`${url.origin}/`).toBe(new URL('/', testStack().apiUrl).toString());
    expect(url.pathname).toBe('/notifications/one-click-unsubscribe');
    const pageLink = new URL(/Unsubscribe: (\S+)/.exec(mail.text)![1]!);
    expect(url.searchParams.get('token')).toBe(pageLink.searchParams.get('token'));
  });

  it("unsubscribes on the mail client's POST; a GET of the link, a wrong body or a wrong token changes nothing", async () => {
    const [eve, gus] = await Promise.all([createVerifiedMember('Eve', 'Sender'), createVerifiedMember()]);
    const mail = await waitForReceiptMail((await giveReceipt(eve, gus)).body.id);
    const url = /^<([^>]+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!;

    // A scanner following the link: no route answers a GET, and nothing changes.
    const get = await fetch(url, { headers: edgeHeaders() });
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
    const json = await fetch(url, {
      method: 'POST',
      headers: { ...edgeHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(json.status).toBe(415);
    expect((await postForm(url, 'List-Unsubscribe=Other')).status).toBe(400);
    const tampered = new URL(url);
    const token = tampered.searchParams.get('token')!;
    // Another last character (a key already ending in x stays itself under "x": 1 run in 64).
    tampered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`);
    expect((await postForm(tampered.toString(), 'List-Unsubscribe=One-Click')).status).toBe(400);
    expect((await me(gus)).notifications).toMatchObject({ email: true });

    const res = await postForm(url, 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: false, digest: false, digestOffered: false });
    expect((await me(gus)).notifications).toMatchObject({ email: false });
  });

  it('accepts the multipart/form-data encoding too', async () => {
    const [eve, hal] = await Promise.all([createVerifiedMember('Eve', 'Sender'), createVerifiedMember()]);
    const mail = await waitForReceiptMail((await giveReceipt(eve, hal)).body.id);
    const url = /^<([^>]+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!;
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const res = await fetch(url, { method: 'POST', headers: edgeHeaders(), body: form });
    expect(res.status).toBe(200);
    expect((await me(hal)).notifications).toMatchObject({ email: false });
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
