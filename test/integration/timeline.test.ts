import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { ulid } from 'ulid';
import { countRequests } from '../../bench/counting';
import { callApi } from '../support/api';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { everyPage } from '../support/list-pages';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

/** The timeline's list (sent and received together), page by page, `limit` at a time. */
async function timeline(member: TestMember, limit: number, query: Record<string, string> = {}) {
  return everyPage<Receipt>(member, '/receipts', { box: 'all', limit: String(limit), ...query });
}

const post = (who: TestMember, path: string, body: unknown = {}) =>
  callApi('POST', path, { token: who.idToken, body });

async function deleteUntilDone(member: TestMember) {
  for (let calls = 0; calls < 20; calls++) {
    const res = await callApi<{ status: string }>('POST', '/me/deletion', {
      token: member.idToken,
      body: { confirmUsername: member.username },
    });
    expect(res.status).toBe(200);
    if (res.body.status === 'deleted') return;
  }
  throw new Error('the deletion never finished');
}

describe('the timeline: sent and received merged newest first, paged by one cursor', () => {
  let owner: TestMember;
  let friend: TestMember;
  let other: TestMember;
  /** Every receipt of the owner's, in the order it was given. */
  const given: { receipt: Receipt; type: 'sent' | 'received' }[] = [];

  const give = async (from: TestMember, to: TestMember, fields: Record<string, unknown>) => {
    const res = await giveReceipt(from, to, fields);
    expect(res.status).toBe(201);
    given.push({ receipt: res.body, type: from === owner ? 'sent' : 'received' });
    return res.body;
  };

  beforeAll(async () => {
    [owner, friend, other] = await Promise.all([
      createMember('Timeline', 'Owner'),
      createMember('Timeline', 'Friend'),
      createMember('Timeline', 'Other'),
    ]);
    // Both kinds interleaved, in runs of different lengths, so page edges fall inside runs and between them.
    const plan: [TestMember, TestMember, string][] = [
      [friend, owner, 'Work'],
      [owner, friend, 'Work'],
      [owner, other, 'Play'],
      [other, owner, 'Work'],
      [friend, owner, 'Play'],
      [friend, owner, 'Work'],
      [owner, other, 'Work'],
      [other, owner, 'Health'],
      [owner, friend, 'Work'],
    ];
    for (const [i, [from, to, category]] of plan.entries()) {
      await give(from, to, { category, receiptText: `timeline ${i}` });
    }
  });

  it('lists every receipt once, newest first, across pages that cut through both kinds', async () => {
    const expected = [...given].reverse().map((g) => [g.receipt.id, g.type]);
    for (const limit of [1, 2, 3, 4, 50]) {
      const pages = await timeline(owner, limit);
      expect(pages.flat().map((r) => [r.id, r.type])).toEqual(expected);
      // Every page but the last is full.
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
    // Pages of 2 hold both kinds together at least once: the cursor continues both lists in one page.
    const pages = await timeline(owner, 2);
    expect(pages.some((page) => new Set(page.map((r) => r.type)).size === 2)).toBe(true);
  });

  it('a category filter gives full pages of that category, sent and received, newest first', async () => {
    const work = [...given].reverse().filter((g) => g.receipt.category === 'Work');
    const pages = await timeline(owner, 2, { category: 'Work' });
    expect(pages.flat().map((r) => r.id)).toEqual(work.map((g) => g.receipt.id));
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    expect(new Set(pages.flat().map((r) => r.type))).toEqual(new Set(['sent', 'received']));
  });

  it('never names the sender of an anonymous received receipt, on any page', async () => {
    const secret = await createMember('Secret', 'Giver');
    const anonymous = await giveReceipt(secret, owner, {
      anonymous: true,
      receiptText: 'from a secret giver',
    });
    expect(anonymous.status).toBe(201);
    const listed = (await timeline(owner, 3)).flat();
    const shown = listed.find((r) => r.id === anonymous.body.id);
    expect(shown).toMatchObject({ type: 'received', anonymous: true, senderName: 'Anonymous' });
    const text = JSON.stringify(listed);
    for (const trace of [secret.userId, secret.username, secret.firstName, secret.lastName]) {
      expect(text).not.toContain(trace);
    }
  });

  it('leaves out what a block or a report withheld, and what went to a deleted account', async () => {
    const blocked = await createMember('Blocked', 'Sender');
    const reported = await createMember('Reported', 'Sender');
    const leaving = await createVerifiedMember('Leaving', 'Member');
    const fromBlocked = await giveReceipt(blocked, owner, { receiptText: 'blocked one' });
    const fromBlockedToo = await giveReceipt(blocked, owner, { receiptText: 'blocked two' });
    const fromReported = await giveReceipt(reported, owner, { receiptText: 'reported one' });
    const toLeaving = await giveReceipt(owner, leaving, { receiptText: 'to one who leaves' });
    const fromLeaving = await giveReceipt(leaving, owner, { receiptText: 'from one who leaves' });
    const before = (await timeline(owner, 50)).flat().map((r) => r.id);
    for (const r of [fromBlocked, fromBlockedToo, fromReported, toLeaving, fromLeaving]) {
      expect(before).toContain(r.body.id);
    }

    expect((await post(owner, `/receipts/${fromBlocked.body.id}/block`)).status).toBe(200);
    expect((await post(owner, `/receipts/${fromReported.body.id}/report`, { reason: 'spam' })).status).toBe(
      200,
    );
    await deleteUntilDone(leaving);

    const pages = await timeline(owner, 2);
    const after = pages.flat();
    const ids = after.map((r) => r.id);
    for (const gone of [fromBlocked, fromBlockedToo, fromReported, toLeaving]) {
      expect(ids).not.toContain(gone.body.id);
    }
    // What was given to the owner by the deleted member stays, naming no one.
    expect(after.find((r) => r.id === fromLeaving.body.id)).toMatchObject({
      senderName: messages.formerMember,
    });
    expect(JSON.stringify(after)).not.toContain(leaving.userId);
    // Still every other receipt, in order, in full pages.
    expect(ids).toEqual(
      before.filter(
        (id) => ![fromBlocked, fromBlockedToo, fromReported, toLeaving].some((r) => r.body.id === id),
      ),
    );
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
  });
});

// Local only: it seeds receipts straight into the table and counts the handler's DynamoDB requests in this process.
describeWith('inProcessHandlers')(
  'the timeline costs the same few Queries on every page, however deep',
  () => {
    it('pages through 120 strictly interleaved receipts, each page the account check and one Query a box', async () => {
      pointHandlersAtTestStack();
      const requests = countRequests((await import('../../functions/store/platform/clients')).dynamo);
      const { seedReceipts } = await import('../support/seed');
      const { accountCheckReads } = await import('../../bench/counted-routes');
      const { handler } = await import('../../functions/handlers/receipts');
      const [owner, friend] = await Promise.all([
        createMember('Deep', 'Owner'),
        createMember('Deep', 'Friend'),
      ]);
      // Received at even milliseconds, sent at odd ones: the merged list alternates all the way down.
      const start = Date.now() - 60_000;
      const at = (ms: number) => ({ id: ulid(start + ms), createdAt: new Date(start + ms).toISOString() });
      await seedReceipts(
        owner.userId,
        friend.userId,
        60,
        () => 'Work',
        (i) => at(2 * i),
      );
      await seedReceipts(
        friend.userId,
        owner.userId,
        60,
        () => 'Work',
        (i) => at(2 * i + 1),
      );

      for (const category of [undefined, 'Work']) {
        const types: string[] = [];
        const costs: number[] = [];
        let cursor: string | null = null;
        do {
          requests.reset();
          const query: Record<string, string> = { box: 'all', limit: '7', ...(category ? { category } : {}) };
          const res = await invoke(handler, 'GET /receipts', owner.userId, {
            query: cursor ? { ...query, cursor } : query,
          });
          costs.push(requests.total());
          const page = res.body as { items: Receipt[]; cursor: string | null };
          types.push(...page.items.map((r) => r.type));
          cursor = page.cursor;
        } while (cursor);
        expect(types).toHaveLength(120);
        expect(types.every((type, i) => type === (i % 2 ? 'received' : 'sent'))).toBe(true);
        expect(Math.max(...costs)).toBeLessThanOrEqual(accountCheckReads + 2);
      }
    });
  },
);
