import type { Dashboard } from '@contract/schemas/dashboard';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack, underRole } from '../support/in-process';
import { membersBeforeAll } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { reflect, removeReflection, wholeJournal } from '../support/reflections';
import { describeWith } from '../support/stack';

const given = async (...args: Parameters<typeof giveReceipt>) =>
  ((await giveReceipt(...args)).body as Receipt).id;

// Local only: the digest's content is composed here, under the digest sender's role.
describeWith('inProcessHandlers')('reflections counted as the journal shows them', () => {
  const members = membersBeforeAll('ada', 'bob', 'rita', 'cleo', 'remy');

  const dashboardCount = async () => {
    const res = await callApi<Dashboard>('GET', '/me/dashboard', { token: members.rita.idToken });
    expect(res.status).toBe(200);
    return res.body.reflections;
  };

  const digestCount = async (since: Date, until: Date) => {
    pointHandlersAtTestStack();
    const { composeDigest } = await import('../../functions/digest/compose');
    const compose = underRole('functions/events/digest-sender.ts', composeDigest);
    const content = await compose(
      { userId: members.rita.userId, firstName: 'Rita' },
      { isoWeek: '2026-W48', since: since.toISOString(), until: until.toISOString() },
    );
    return content.reflectionsWritten;
  };

  it('on the dashboard and in the digest, and not the one on a receipt that left the hub', async () => {
    const { ada, bob, rita } = members;
    const startedAt = new Date(Date.now() - 1_000);
    expect(await dashboardCount()).toBe(0);
    const ids = [await given(ada, rita), await given(ada, rita), await given(bob, rita)];
    await given(bob, rita); // no reflection: not counted
    for (const id of ids) expect((await reflect(rita, id, `Next time ${id}`)).status).toBe(200);
    expect(await dashboardCount()).toBe(3);
    expect((await wholeJournal(rita, {})).entries.length).toBe(3);

    // Reported, the receipt leaves the hub, and its reflection the journal and the counts.
    const reported = await callApi('POST', `/receipts/${ids[2]}/report`, {
      token: rita.idToken,
      body: { reason: 'spam' },
    });
    expect(reported.status).toBe(200);
    expect((await wholeJournal(rita, {})).entries.length).toBe(2);
    expect(await dashboardCount()).toBe(2);

    const later = new Date(Date.now() + 60_000);
    expect(await digestCount(startedAt, later)).toBe(2);
    // A week that ended before they were written counts none.
    expect(await digestCount(new Date(startedAt.getTime() - 7 * 86_400_000), startedAt)).toBe(0);
  });

  it('leaves with its receipt and comes back with it: blocked, removed meanwhile, unblocked', async () => {
    const { cleo, remy } = members;
    const count = async () => {
      const res = await callApi<Dashboard>('GET', '/me/dashboard', { token: remy.idToken });
      expect(res.status).toBe(200);
      // Recounted from the journal: the kept count is exactly what it lists.
      expect(res.body.reflections).toBe((await wholeJournal(remy, {})).entries.length);
      return res.body.reflections;
    };
    const fromCleo = [await given(cleo, remy), await given(cleo, remy), await given(cleo, remy)];
    for (const id of fromCleo) expect((await reflect(remy, id, `Try ${id}`)).status).toBe(200);
    // Rewritten, it is still one.
    expect((await reflect(remy, fromCleo[0]!, 'Try again')).status).toBe(200);
    expect(await count()).toBe(3);

    const blocked = await callApi('POST', `/receipts/${fromCleo[0]}/block`, {
      token: remy.idToken,
      body: {},
    });
    expect(blocked.status).toBe(200);
    expect(await count()).toBe(0);
    // Removed while its receipt is away: it does not come back, and the count does not go below zero.
    expect((await removeReflection(remy, fromCleo[1]!)).status).toBe(200);
    expect(await count()).toBe(0);

    const blocks = await callApi<{ items: { id: string }[] }>('GET', '/me/blocks', { token: remy.idToken });
    for (const { id } of blocks.body.items)
      expect((await callApi('DELETE', `/me/blocks/${id}`, { token: remy.idToken })).status).toBe(200);
    expect(await count()).toBe(2);
    expect((await removeReflection(remy, fromCleo[2]!)).status).toBe(200);
    expect(await count()).toBe(1);
  });
});
