import type { CountedRoute } from '../../bench/counted-routes';
import { countRequests } from '../../bench/counting';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

/**
 * What the busiest reads cost in DynamoDB requests, counted in the handlers (a count, not a time): hiding,
 * blocking and reporting live in the write path, so the hub and the public profile read no more for them.
 * The routes and their counts are the bench's (bench/counted-routes.ts), so the two cannot drift apart.
 */
describeWith('inProcessHandlers')('read costs with hidden, blocked and reported receipts', () => {
  let member: TestMember;
  let visitor: TestMember;
  let requests: ReturnType<typeof countRequests>;
  let countedRoute: (name: string) => CountedRoute;

  beforeAll(async () => {
    // The handlers read where the table is when they load.
    pointHandlersAtTestStack();
    requests = countRequests((await import('../../functions/store/platform/clients')).dynamo);
    ({ countedRoute } = await import('../../bench/counted-routes'));
    const [blocked, reported, friend] = await Promise.all([createMember(), createMember(), createMember()]);
    [member, visitor] = await Promise.all([createMember(), createMember()]);
    const post = (path: string, body: object = {}) => callApi('POST', path, { token: member.idToken, body });
    const hidden = (await giveReceipt(friend, member, { category: 'Work' })).body;
    await giveReceipt(friend, member, { category: 'Play' });
    const fromBlocked = (await giveReceipt(blocked, member, { category: 'Work' })).body;
    const toReport = (await giveReceipt(reported, member, { category: 'Health' })).body;
    await callApi('PUT', `/receipts/${hidden.id}/visibility`, {
      token: member.idToken,
      body: { hidden: true },
    });
    await post(`/receipts/${fromBlocked.id}/block`);
    await post(`/receipts/${toReport.id}/report`, { reason: 'spam' });
  });

  const count = async (run: () => Promise<{ status: number }>) => {
    requests.reset();
    expect((await run()).status).toBe(200);
    return requests.total();
  };

  it('the hub first page: the account check, then one Query a box', async () => {
    for (const name of ['hub first page (box=received)', 'hub first page (box=all)']) {
      const { run, target } = countedRoute(name);
      expect([name, await count(() => run(member, visitor))]).toEqual([name, target]);
    }
  });

  it('the public profile: the account check, the profile, then one Query a public category tab', async () => {
    const { run, target } = countedRoute('public profile');
    expect(await count(() => run(visitor, member))).toBe(target);
  });
});
