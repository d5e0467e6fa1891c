import * as keys from '../../functions/store/platform/keys';
import { getDashboard } from '../support/dashboard';
import { pointHandlersAtTestStack, underRole } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { describeWith } from '../support/stack';
import { newReceipts } from '../support/stream-records';

/** The dashboard consumer and the table, in this process (their clients read the endpoints when loaded). */
const consumer = async () => {
  pointHandlersAtTestStack();
  const { handler } = await import('../../functions/events/dashboard-stats');
  return {
    ...(await import('../../functions/store/platform/table')),
    // Under the consumer's own role, as in AWS: a grant it lacks fails here (AccessDeniedException).
    handler: underRole('functions/events/dashboard-stats.ts', handler),
  };
};

const balanceOf = async (member: TestMember) => (await getDashboard(member)).balance;

describeWith('inProcessHandlers')("the dashboard consumer's batches", () => {
  it('applies a batch of receipts in shared transactions once: delivered again, it changes nothing', async () => {
    const [giver, receiver] = await Promise.all([createMember(), createMember()]);
    const { handler } = await consumer();
    const batch = newReceipts(giver, receiver, 30);
    expect(await handler(batch)).toEqual({ batchItemFailures: [] });
    expect(await balanceOf(receiver)).toEqual({ received: 30, given: 0 });
    expect(await handler(batch)).toEqual({ batchItemFailures: [] });
    expect(await balanceOf(receiver)).toEqual({ received: 30, given: 0 });
    expect(await balanceOf(giver)).toEqual({ received: 0, given: 30 });
  });

  it('counts nothing for a member whose deletion has begun, and still counts the other party', async () => {
    const [giver, leaving] = await Promise.all([createMember(), createMember()]);
    const { handler, table } = await consumer();
    // The deletion's first step writes its marker; the profile is still there until a later step.
    await table.put({ Item: { ...keys.deletion(leaving.userId), entity: 'deletion' } });
    expect(await handler(newReceipts(giver, leaving, 3))).toEqual({ batchItemFailures: [] });
    const { Items } = await table.query({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :stats)',
      ExpressionAttributeValues: { ':pk': keys.profile(leaving.userId).PK, ':stats': 'STATS#' },
    });
    expect(Items).toEqual([]);
    expect(await balanceOf(giver)).toEqual({ received: 0, given: 3 });
  });
});
