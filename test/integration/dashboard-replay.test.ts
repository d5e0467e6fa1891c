import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '../../functions/store/platform/keys';
import { getDashboard, settledDashboard } from '../support/dashboard';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { addToCircle } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

const store = async () => {
  // The store's clients take the emulators' endpoints when their modules load.
  pointHandlersAtTestStack();
  return {
    ...(await import('../../functions/store/platform/clients')),
    ...(await import('../../functions/store/dashboard/stats-replay')),
    ...(await import('../../functions/store/platform/table')),
  };
};

const keysIn = async (partition: string, sortPrefix?: string) => {
  const { dynamo, tableName } = await store();
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: sortPrefix ? 'PK = :pk AND begins_with(SK, :sk)' : 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition, ...(sortPrefix ? { ':sk': sortPrefix } : {}) },
      ProjectionExpression: 'PK, SK',
    }),
  );
  return Items ?? [];
};

/** The member's figures as a table from before the dashboard has them: no buckets, ledger or pair entries. */
async function forgetFigures(member: TestMember, others: TestMember[]) {
  const ledger = keys.statsLedger({
    memberId: member.userId,
    role: 'received',
    source: 'hub',
    receiptId: '',
  });
  const pairs = others.flatMap((o) =>
    (['gave', 'named'] as const).map((kind) => keys.statsPairPartition(member.userId, kind, o.userId)),
  );
  const found = await Promise.all([
    keysIn(keys.profile(member.userId).PK, 'STATS#'),
    keysIn(ledger.PK),
    ...pairs.map((pk) => keysIn(pk)),
  ]);
  await (await store()).batchDelete(found.flat());
}

describeWith('inProcessHandlers')(
  'replaying the dashboard figures of receipts stored before they were kept',
  () => {
    it('counts them again, the same as the lists, and a second replay changes nothing', async () => {
      const [reader, friend] = await Promise.all([
        createMember('Rita', 'Replay'),
        createMember('Fred', 'Friend'),
      ]);
      await addToCircle(reader, friend);
      for (const fields of [{ category: 'Work' }, { category: 'Play', anonymous: true }])
        expect((await giveReceipt(friend, reader, fields)).status).toBe(201);
      expect((await giveReceipt(reader, friend, { category: 'Health' })).status).toBe(201);
      const kept = await settledDashboard(reader);
      expect(kept.figures).toEqual(kept.expected);

      await forgetFigures(reader, [friend]);
      expect((await getDashboard(reader)).balance).toEqual({ received: 0, given: 0 });

      const { replayDashboardFigures } = await store();
      expect(await replayDashboardFigures([reader.userId])).toBe(3);
      // The same as the lists, counted at each reading's own time: a run across midnight moves the windows
      // (the noticed days, on a Sunday the weeks), so a later reading is held to its own recount.
      const replayed = await settledDashboard(reader);
      expect(replayed.figures).toEqual(replayed.expected);
      expect(replayed.figures.balance).toEqual(kept.figures.balance);
      await replayDashboardFigures([reader.userId]);
      const again = await settledDashboard(reader);
      expect(again.figures).toEqual(again.expected);
      expect(again.figures.balance).toEqual(kept.figures.balance);
      const theirs = await settledDashboard(friend);
      expect(theirs.figures).toEqual(theirs.expected);
    });
  },
);
