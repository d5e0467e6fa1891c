import type { Dashboard } from '@contract/schemas/dashboard';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack, underRole } from '../support/in-process';
import { membersBeforeAll } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { reflect, wholeJournal } from '../support/reflections';
import { describeWith } from '../support/stack';

const given = async (...args: Parameters<typeof giveReceipt>) =>
  ((await giveReceipt(...args)).body as Receipt).id;

// Local only: the digest's content is composed here, under the digest sender's role.
describeWith('inProcessHandlers')('reflections counted as the journal shows them', () => {
  const members = membersBeforeAll('ada', 'bob', 'rita');

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
});
