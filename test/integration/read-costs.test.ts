import { categories } from '@contract/enums';
import { countRequests } from '../../bench/counting';
import { callApi } from '../support/api';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

type Handler = Parameters<typeof invoke>[0];

/**
 * What the busiest reads cost in DynamoDB requests, counted in the handlers (a count, not a time): hiding,
 * blocking and reporting live in the write path, so the hub and the public profile read no more for them.
 */
describeWith('inProcessHandlers')('read costs with hidden, blocked and reported receipts', () => {
  let member: TestMember;
  let visitor: TestMember;
  let requests: ReturnType<typeof countRequests>;
  let handlers: { receipts: Handler; users: Handler };

  beforeAll(async () => {
    // The handlers read where the table is when they load.
    pointHandlersAtTestStack();
    requests = countRequests((await import('../../functions/store/clients')).dynamo);
    handlers = {
      receipts: (await import('../../functions/handlers/receipts')).handler,
      users: (await import('../../functions/handlers/users')).handler,
    };
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

  it('the hub first page: one Query a box', async () => {
    for (const [box, queries] of [
      ['received', 1],
      ['all', 2],
    ] as const) {
      const made = await count(() =>
        invoke(handlers.receipts, 'GET /receipts', member.userId, { query: { box, limit: '20' } }),
      );
      expect([box, made]).toEqual([box, queries]);
    }
  });

  it('the public profile: the profile, then one Query a public category tab', async () => {
    const made = await count(() =>
      invoke(handlers.users, 'GET /users/{userId}/public-profile', visitor.userId, {
        params: { userId: member.userId },
      }),
    );
    expect(made).toBe(1 + categories.length);
  });
});
