import type { Dashboard } from '@contract/schemas/dashboard';
import type { Receipt } from '@contract/schemas/receipts';
import * as keys from '../../functions/store/platform/keys';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import { membersBeforeAll } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { reflect, wholeJournal } from '../support/reflections';
import { describeWith } from '../support/stack';

const store = async () => {
  // The store's clients take the emulators' endpoints when their modules load.
  pointHandlersAtTestStack();
  return {
    ...(await import('../../functions/store/receipts/reflection-recount')),
    ...(await import('../../functions/store/platform/table')),
  };
};

// Local only: it rewrites a profile as a table from before the count had it, and recounts in-process.
describeWith('inProcessHandlers')('the recount of reflections written before their count was kept', () => {
  const members = membersBeforeAll('giver', 'writer');

  const shown = async () =>
    (await callApi<Dashboard>('GET', '/me/dashboard', { token: members.writer.idToken })).body.reflections;

  it('sets the count to what the journal lists, and recounting again changes nothing', async () => {
    const { giver, writer } = members;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await giveReceipt(giver, writer)).body as Receipt).id);
    for (const id of ids) expect((await reflect(writer, id, `Next ${id}`)).status).toBe(200);
    const reported = await callApi('POST', `/receipts/${ids[0]}/report`, {
      token: writer.idToken,
      body: { reason: 'spam' },
    });
    expect(reported.status).toBe(200);
    const { recountReflections, table } = await store();
    await table.update({
      Key: keys.profile(writer.userId),
      UpdateExpression: 'REMOVE counters.reflections',
    });
    expect(await shown()).toBe(0);

    expect(await recountReflections([writer.userId])).toBe(1);
    expect(await shown()).toBe(2);
    expect((await wholeJournal(writer, {})).entries.length).toBe(2);
    await recountReflections([writer.userId]);
    expect(await shown()).toBe(2);
  });
});
