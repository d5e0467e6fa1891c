import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as messages from '@contract/messages';
import { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { PublicProfile } from '@contract/schemas/users';
import { callApi, errorMessage } from '../support/api';
import { everyPage } from '../support/list-pages';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt, giveReceipts } from '../support/receipts';
import { awsClientConfig, testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';

const setHidden = (who: TestMember, receiptId: string, hidden: boolean) =>
  callApi<Receipt>('PUT', `/receipts/${receiptId}/visibility`, { token: who.idToken, body: { hidden } });

async function publicView(of: TestMember, viewer: TestMember) {
  const res = await callApi('GET', `/users/${of.userId}/public-profile`, { token: viewer.idToken });
  expect(res.status).toBe(200);
  return PublicProfile.parse(res.body);
}

async function publicTab(of: TestMember, viewer: TestMember, category: string) {
  const pages = await everyPage<Receipt>(viewer, `/users/${of.userId}/public-receipts`, {
    category,
    limit: '1',
  });
  return pages.flat().map((r) => r.id);
}

/** Makes `who`'s profile look like one created before hiding existed: no per-category hidden counts. */
async function dropHiddenCounts(who: TestMember) {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('dynamodb')));
  await client.send(
    new UpdateCommand({
      TableName: testStack().tableName,
      Key: { PK: userPartition(who.userId), SK: 'PROFILE' },
      UpdateExpression: 'REMOVE counters.#hidden, counters.hiddenByCategory',
      ExpressionAttributeNames: { '#hidden': 'hidden' },
    }),
  );
  client.destroy();
}

const me = async (who: TestMember) => Me.parse((await callApi('GET', '/me', { token: who.idToken })).body);

describe('hiding a received receipt from the public profile', () => {
  const members = membersBeforeAll('recipient', 'sender', 'viewer');
  let work: Receipt[];
  let play: Receipt;

  beforeAll(async () => {
    const { recipient, sender } = members;
    work = await giveReceipts(
      sender,
      recipient,
      ['work one', 'work two', 'work three'].map((receiptText) => ({ category: 'Work', receiptText })),
    );
    play = (await giveReceipt(sender, recipient, { category: 'Play', receiptText: 'play one' })).body;
  });

  it('takes it out of the public lists and counts, keeps it in the hub marked hidden, and back again', async () => {
    const { recipient, sender, viewer } = members;
    const target = work[1]!;
    const senderBefore = await publicView(sender, viewer);
    const senderMeBefore = await me(sender);

    const hidden = await setHidden(recipient, target.id, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body.hiddenAt).toBeTruthy();

    const view = await publicView(recipient, viewer);
    expect(view.counters.received).toBe(3);
    expect(view.categoryCounts).toMatchObject({ Work: 2, Play: 1 });
    expect(view.receipts.map((r) => r.id)).not.toContain(target.id);
    expect(await publicTab(recipient, viewer, 'Work')).toEqual([work[2]!.id, work[0]!.id]);
    expect(await publicTab(recipient, viewer, 'Play')).toEqual([play.id]);

    // The recipient still has it, marked; the hub's own counts do not change.
    const hub = await allReceipts(recipient, 'received');
    expect(hub.find((r) => r.id === target.id)?.hiddenAt).toBeTruthy();
    const hubFiltered = await callApi<{ items: Receipt[] }>('GET', '/receipts', {
      token: recipient.idToken,
      query: { box: 'received', category: 'Work' },
    });
    expect(hubFiltered.body.items.map((r) => r.id)).toContain(target.id);
    expect((await me(recipient)).counters).toMatchObject({
      received: 4,
      receivedByCategory: { Work: 3, Play: 1 },
    });

    // The sender is told nothing, and their counts do not move.
    const sent = await allReceipts(sender, 'sent');
    expect(sent.find((r) => r.id === target.id)?.hiddenAt).toBeUndefined();
    expect(await publicView(sender, viewer)).toEqual(senderBefore);
    expect((await me(sender)).counters).toEqual(senderMeBefore.counters);

    const shown = await setHidden(recipient, target.id, false);
    expect(shown.status).toBe(200);
    expect(shown.body.hiddenAt).toBeUndefined();
    const after = await publicView(recipient, viewer);
    expect(after.counters.received).toBe(4);
    expect(after.categoryCounts).toMatchObject({ Work: 3, Play: 1 });
    expect(await publicTab(recipient, viewer, 'Work')).toEqual([work[2]!.id, target.id, work[0]!.id]);
  });

  it('is idempotent: hiding twice, or twenty times at once, counts once', async () => {
    const { recipient, viewer } = members;
    const target = work[0]!;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => setHidden(recipient, target.id, true)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await setHidden(recipient, target.id, true)).toMatchObject({ status: 200 });
    let view = await publicView(recipient, viewer);
    expect(view.counters.received).toBe(3);
    expect(view.categoryCounts.Work).toBe(2);

    await Promise.all(Array.from({ length: 20 }, () => setHidden(recipient, target.id, false)));
    await setHidden(recipient, target.id, false);
    view = await publicView(recipient, viewer);
    expect(view.counters.received).toBe(4);
    expect(view.categoryCounts.Work).toBe(3);
  });

  it('hides and shows on a profile from before hiding existed', async () => {
    const { viewer } = members;
    const [owner, giver] = await Promise.all([createMember(), createMember()]);
    const { body: receipt } = await giveReceipt(giver, owner, {
      category: 'Work',
      receiptText: 'from before',
    });
    await dropHiddenCounts(owner);

    const hidden = await setHidden(owner, receipt.id, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body.hiddenAt).toBeTruthy();
    expect((await publicView(owner, viewer)).categoryCounts.Work).toBe(0);
    expect(await publicTab(owner, viewer, 'Work')).toEqual([]);

    expect((await setHidden(owner, receipt.id, false)).status).toBe(200);
    expect((await publicView(owner, viewer)).categoryCounts.Work).toBe(1);
    expect(await publicTab(owner, viewer, 'Work')).toEqual([receipt.id]);
  });

  it('refuses the sender with a clear message and anyone else with 404, changing nothing', async () => {
    const { recipient, sender, viewer } = members;
    const watched = [userPartition(recipient.userId), userPartition(sender.userId)];
    const before = await partitionSnapshot(watched);
    const bySender = await setHidden(sender, play.id, true);
    expect(bySender.status).toBe(403);
    expect(errorMessage(bySender)).toBe(messages.onlyRecipientCanDoThis);
    const byOther = await setHidden(viewer, play.id, true);
    expect(byOther.status).toBe(404);
    expect(errorMessage(byOther)).toBe(messages.receiptNotFound);
    const unknown = await setHidden(recipient, '01ARZ3NDEKTSV4RRFFQ69G5FAV', true);
    expect(unknown.status).toBe(404);
    const bad = await callApi('PUT', `/receipts/${play.id}/visibility`, {
      token: recipient.idToken,
      body: { hidden: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await partitionSnapshot(watched)).toEqual(before);
  });
});
