import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { TZDate } from '@date-fns/tz';
import { decodeTime } from 'ulid';
import { callApi } from '../support/api';
import { deliverHeldTo, runDelivery } from '../support/held-receipts';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { passDeliveryChangeWait } from '../support/table';

const hourMs = 60 * 60 * 1000;

/** Everything the recipient can read about themselves, as they would read it. */
async function recipientView(member: TestMember) {
  const get = async (path: string, query?: Record<string, string>) =>
    (await callApi('GET', path, { token: member.idToken, query })).body;
  // Less the moments the answers were made at.
  return JSON.stringify({
    me: await get('/me'),
    all: await get('/receipts', { box: 'all' }),
    received: await get('/receipts', { box: 'received' }),
    work: await get('/receipts', { box: 'received', category: 'Work' }),
    dashboard: await get('/me/dashboard'),
    goals: await get('/me/goals'),
    journal: await get('/me/journal'),
    profile: await get(`/users/${member.userId}/public-profile`),
    publicWork: await get(`/users/${member.userId}/public-receipts`, { category: 'Work' }),
    export: await get('/me/export'),
  }).replace(/"(asOf|exportedAt)":"[^"]+"/g, '');
}

const sentBy = async (member: TestMember, id: string) =>
  (await allReceipts(member, 'sent')).find((r) => r.id === id);

describe('anonymous receipts are held until the recipient’s daily delivery', () => {
  let recipient: TestMember;
  let giver: TestMember;

  beforeAll(async () => {
    [recipient, giver] = await Promise.all([
      createMember('Held', 'Recipient'),
      createMember('Held', 'Giver'),
    ]);
    // Fields the goals page and the Work tab would show it under.
    await callApi('PUT', '/me/goal-tags', {
      token: recipient.idToken,
      body: { selected: ['Public Speaking'] },
    });
  });

  // A giver sends one member a handful of anonymous receipts a day (accountLimits): a test past the
  // handful brings a giver of its own.
  const giveAnonymous = async (text = 'You held the room', from: TestMember = giver) => {
    const res = await giveReceipt(from, recipient, {
      held: true,
      anonymous: true,
      receiptText: text,
      category: 'Work',
      goal: 'Public Speaking',
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('is invisible to its recipient everywhere until delivered, and carries no send time after', async () => {
    const before = await recipientView(recipient);
    const sentAt = Date.now();
    const held = await giveAnonymous();
    const answeredAt = Date.now();

    // The giver is told it is held, never when it delivers (anonymity-attacks/giver-reads-delivery.test.ts).
    expect(held).toMatchObject({ held: true });
    expect(held).not.toHaveProperty('deliversAt');
    expect((await sentBy(giver, held.id))?.held).toBe(true);

    expect(await recipientView(recipient)).toBe(before);

    const [outcome] = await deliverHeldTo(recipient);
    expect(outcome).toBe('delivered');
    const received = (await allReceipts(recipient, 'received')).find((r) => r.id === held.id);
    expect(received).toMatchObject({ receiptText: 'You held the room' });
    // Dated at the recipient's hour (18:00 UTC by default), at least the minimum hold after sending. The
    // server read its clock between the two: sent just after 15:00 UTC, it is held for nearly 27 hours.
    const deliversAt = Date.parse(received?.createdAt ?? '');
    expect(deliversAt - sentAt).toBeGreaterThanOrEqual(limits.anonymousHoldMinHours * hourMs - 5_000);
    expect(deliversAt - answeredAt).toBeLessThanOrEqual((24 + limits.anonymousHoldMinHours) * hourMs);
    expect(new Date(deliversAt).toISOString()).toMatch(/T18:00:00\.000Z$/);
    // Its id carries the day of it (the next UTC midnight), and its giver is told that day, not the hour.
    const day = deliversAt + 6 * hourMs;
    expect(decodeTime(held.id)).toBe(day);
    expect(Date.parse(held.createdAt)).toBe(day);
    expect(received).not.toHaveProperty('deliversAt');
    const me = await callApi<{ unreadReceipts: number; counters: { received: number } }>('GET', '/me', {
      token: recipient.idToken,
    });
    expect(me.body).toMatchObject({ unreadReceipts: 1, counters: { received: 1 } });
    // The giver's copy says it has arrived.
    expect((await sentBy(giver, held.id))?.held).toBeUndefined();
  });

  const receivedCount = async () =>
    (await callApi<{ counters: { received: number } }>('GET', '/me', { token: recipient.idToken })).body
      .counters.received;

  it('is delivered exactly once however many runs race', async () => {
    const before = await receivedCount();
    const held = await giveAnonymous('Delivered once');
    const outcomes = (await Promise.all([deliverHeldTo(recipient), deliverHeldTo(recipient)])).flat();
    expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(1);
    const copies = (await allReceipts(recipient, 'received')).filter((r) => r.id === held.id);
    expect(copies).toHaveLength(1);
    expect(await receivedCount()).toBe(before + 1);
  });

  it('may be taken back by its giver until it is delivered, and by no one else', async () => {
    const sentBefore = await callApi<{ counters: { sent: number } }>('GET', '/me', {
      token: giver.idToken,
    });
    const held = await giveAnonymous('Taken back');
    const other = await callApi('DELETE', `/receipts/${held.id}`, { token: recipient.idToken });
    expect(other.status).toBe(404);

    const taken = await callApi('DELETE', `/receipts/${held.id}`, { token: giver.idToken });
    expect(taken.status).toBe(200);
    expect(await sentBy(giver, held.id)).toBeUndefined();
    const sentAfter = await callApi<{ counters: { sent: number } }>('GET', '/me', { token: giver.idToken });
    expect(sentAfter.body.counters.sent).toBe(sentBefore.body.counters.sent);
    expect(await deliverHeldTo(recipient)).toEqual([]);
    expect((await callApi('DELETE', `/receipts/${held.id}`, { token: giver.idToken })).status).toBe(404);

    const delivered = await giveAnonymous('Too late to take back');
    await deliverHeldTo(recipient);
    const late = await callApi<{ error: { message: string } }>('DELETE', `/receipts/${delivered.id}`, {
      token: giver.idToken,
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(messages.receiptAlreadyDelivered);
  });

  it('delivers at the hour the recipient chose, in their time zone', async () => {
    const zone = 'Asia/Kolkata';
    const set = await callApi('PUT', '/me/sharing-settings', {
      token: recipient.idToken,
      body: { goals: true, receipts: true, bio: true, deliveryHour: 7, timeZone: zone },
    });
    expect(set.status).toBe(200);
    // A new time applies only to receipts sent a week on (anonymity-attacks/delivery-slot.test.ts).
    await passDeliveryChangeWait(recipient.userId);
    const held = await giveAnonymous('At seven in Kolkata', await createMember());
    await deliverHeldTo(recipient);
    const received = (await allReceipts(recipient, 'received')).find((r) => r.id === held.id);
    const local = new TZDate(Date.parse(received?.createdAt ?? ''), zone);
    expect([local.getHours(), local.getMinutes()]).toEqual([7, 0]);

    for (const body of [{ timeZone: 'Mars/Olympus_Mons' }, { deliveryHour: 24 }, { deliveryHour: 6.5 }]) {
      const refused = await callApi('PUT', '/me/sharing-settings', {
        token: recipient.idToken,
        body: { goals: true, receipts: true, bio: true, ...body },
      });
      expect(refused.status).toBe(400);
    }
  });

  it('is withheld, not delivered, when the recipient has blocked that anonymous giver meanwhile', async () => {
    // One of this giver's delivered receipts (another test brought a giver of its own).
    const theirs = new Set((await allReceipts(giver, 'sent')).map((r) => r.id));
    const [first] = (await allReceipts(recipient, 'received')).filter((r) => r.anonymous && theirs.has(r.id));
    const held = await giveAnonymous('After the block');
    const block = await callApi('POST', `/receipts/${(first as Receipt).id}/block`, {
      token: recipient.idToken,
      body: {},
    });
    expect(block.status).toBe(200);
    expect(await deliverHeldTo(recipient)).toEqual(['withheld']);
    expect((await allReceipts(recipient, 'received')).some((r) => r.id === held.id)).toBe(false);
    // The giver's view does not change: blocks are never told.
    expect(await sentBy(giver, held.id)).toMatchObject({ receiptText: 'After the block' });
  });

  it('the schedule’s run delivers only what is due; `--all` delivers what is held as at its time', async () => {
    const other = await createMember('Second', 'Recipient');
    const held = (await giveReceipt(giver, other, { held: true, anonymous: true, receiptText: 'Due later' }))
      .body;
    const run = await runDelivery();
    expect(run.finished).toBe(true);
    expect((await allReceipts(other, 'received')).map((r) => r.id)).toEqual([]);

    // Only theirs: tests beside this one (the other project's run of this file too) keep theirs held.
    expect(await runDelivery({ recipientId: other.userId })).toMatchObject({ delivered: 0 });
    await runDelivery({ all: true, recipientId: other.userId });
    const [arrived] = await allReceipts(other, 'received');
    expect(arrived).toMatchObject({ id: held.id, createdAt: expect.stringMatching(/T18:00:00\.000Z$/) });
  });

  it('named receipts arrive at once', async () => {
    const named = (await giveReceipt(await createMember(), recipient, { receiptText: 'Signed' })).body;
    expect(named.held).toBeUndefined();
    expect((await allReceipts(recipient, 'received')).some((r) => r.id === named.id)).toBe(true);
  });
});
