import type { Dashboard } from '@contract/schemas/dashboard';
import type { CountedRoute } from '../../bench/counted-routes';
import { countRequests } from '../../bench/counting';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { reflect } from '../support/reflections';
import { describeWith } from '../support/stack';

/** More than a batch read's 100 keys: reading the reflections' receipts would take two. */
const written = 110;

/**
 * The dashboard's DynamoDB requests do not grow with what the member writes: the reflections are a count
 * kept with their writes, read on the profile in the figures' one batch read, however many there are.
 */
describeWith('inProcessHandlers')("the dashboard's reads with many reflections", () => {
  let requests: ReturnType<typeof countRequests>;
  let dashboard: CountedRoute;
  let seedReceipts: typeof import('../support/seed').seedReceipts;

  beforeAll(async () => {
    // The handlers read where the table is when they load.
    pointHandlersAtTestStack();
    requests = countRequests((await import('../../functions/store/platform/clients')).dynamo);
    dashboard = (await import('../../bench/counted-routes')).countedRoute('GET /me/dashboard');
    ({ seedReceipts } = await import('../support/seed'));
  });

  const read = async (member: TestMember) => {
    requests.reset();
    expect((await dashboard.run(member, member)).status).toBe(200);
    return { total: requests.total(), commands: requests.byCommand() };
  };

  it('are as many with 110 reflections as with none, within the route target', async () => {
    const member = await createMember();
    const before = await read(member);
    const ids = await seedReceipts(member.userId, `${member.userId}-giver`, written);
    for (let start = 0; start < ids.length; start += 8)
      await Promise.all(
        ids
          .slice(start, start + 8)
          .map(async (id) => expect((await reflect(member, id, 'Next')).status).toBe(200)),
      );
    const after = await read(member);
    expect(after).toEqual(before);
    // One batch read, the figures' by key: never the reflections' receipts (110 would take two).
    expect(after.commands.BatchGetItemCommand).toBe(1);
    expect(after.total).toBeLessThanOrEqual(dashboard.target);
    const shown = await callApi<Dashboard>('GET', '/me/dashboard', { token: member.idToken });
    expect(shown.body.reflections).toBe(written);
  });
});
