import { limits } from '@contract/limits';
import type { CountedRoute } from '../../bench/counted-routes';
import { countRequests } from '../../bench/counting';
import { callApi } from '../support/api';
import { settledDashboard } from '../support/dashboard';
import { ask } from '../support/feedback-requests';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { addToCircle, blockSender } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

jest.setTimeout(240_000);

const give = async (from: TestMember, to: TestMember, fields: Record<string, unknown> = {}) => {
  const res = await giveReceipt(from, to, fields);
  expect(res.status).toBe(201);
  return res.body as { id: string; createdAt: string };
};

/** The dashboard once the stream consumer has caught up: it equals a recount of the member's lists. */
async function settled(member: TestMember) {
  const { figures, expected, shown } = await settledDashboard(member);
  expect(figures).toEqual(expected);
  return shown;
}

/** The caller's blocks, each lifted (their receipts come back to the hub). */
async function unblockAll(member: TestMember) {
  const blocks = await callApi<{ items: { id: string }[] }>('GET', '/me/blocks', { token: member.idToken });
  for (const b of blocks.body.items)
    expect((await callApi('DELETE', `/me/blocks/${b.id}`, { token: member.idToken })).status).toBe(200);
}

/**
 * The inner circle's dates are read by key, one batch read with the figures (each pair's newest kept by the
 * stream consumer beside its entries): the dashboard's requests stay at the floor with a full circle, and the
 * dates follow receipts out of the hub and back.
 */
describeWith('inProcessHandlers')("the dashboard's inner circle", () => {
  let requests: ReturnType<typeof countRequests>;
  let dashboard: CountedRoute;
  let me: TestMember;
  let circle: TestMember[];

  beforeAll(async () => {
    pointHandlersAtTestStack();
    requests = countRequests((await import('../../functions/store/platform/clients')).dynamo);
    dashboard = (await import('../../bench/counted-routes')).countedRoute('GET /me/dashboard');
    me = await createMember('Cara', 'Circle');
    circle = await Promise.all(
      Array.from({ length: limits.innerCircleMax }, (_, i) => createMember(`Friend${i}`, 'Close')),
    );
    for (const friend of circle) await addToCircle(me, friend);
  });

  it('is read in at most 7 DynamoDB requests with a full circle and an answered request', async () => {
    for (const friend of circle) {
      await give(friend, me, { category: 'Work' });
      await give(me, friend, { category: 'Play' });
    }
    const request = (await ask(me, 'What should I keep doing?')).body;
    await give(circle[0] as TestMember, me, { requestId: request.id, receiptText: 'Keep listening' });
    const shown = await settled(me);
    expect(shown.innerCircle.every((m) => m.lastGivenAt && m.lastReceivedNamedAt)).toBe(true);
    expect(shown.requestsAnswered).toBe(1);
    requests.reset();
    expect((await dashboard.run(me, me)).status).toBe(200);
    expect(requests.total()).toBeLessThanOrEqual(7);
    expect(requests.total()).toBeLessThanOrEqual(dashboard.target);
    // The weeks, the months, the circle and the requests asked: the follow-up answers are a count kept.
    expect(requests.byCommand().QueryCommand).toBe(4);
    // The figures by key, and the answered request's receipt (still in the hub?).
    expect(requests.byCommand().BatchGetItemCommand).toBe(2);
  });

  it("follows a friend's receipts out of the hub and back: a block, then its lifting", async () => {
    const [friend] = circle as [TestMember];
    const older = await give(friend, me, { category: 'Health' });
    const newer = await give(friend, me, { category: 'Work' });
    const before = (await settled(me)).innerCircle.find((m) => m.userId === friend.userId);
    expect(before?.lastReceivedNamedAt).toBe(newer.createdAt);
    expect(older.createdAt < newer.createdAt).toBe(true);

    await blockSender(me, newer.id);
    const blocked = (await settled(me)).innerCircle.find((m) => m.userId === friend.userId);
    expect(blocked?.lastReceivedNamedAt).toBeNull();

    await unblockAll(me);
    const back = (await settled(me)).innerCircle.find((m) => m.userId === friend.userId);
    expect(back?.lastReceivedNamedAt).toBe(newer.createdAt);
    expect(back?.lastGivenAt).toBe(before?.lastGivenAt);
  });
});
