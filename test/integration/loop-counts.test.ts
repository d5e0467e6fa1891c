import { limits } from '@contract/limits';
import type { Dashboard } from '@contract/schemas/dashboard';
import { callApi } from '../support/api';
import { ask, myRequests } from '../support/feedback-requests';
import { answerFollowUp, askFollowUp, backdateLinked, goalFollowUps } from '../support/follow-ups';
import { linked, setGoals } from '../support/goals';
import { deliverHeldTo } from '../support/held-receipts';
import { pointHandlersAtTestStack, underRole } from '../support/in-process';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

const goal = 'Public Speaking';

// Local only: the digest's content is composed here, under the digest sender's role.
describeWith('inProcessHandlers')(
  'requests answered and follow-up answers, counted as their pages show them',
  () => {
    it('on the dashboard and in the digest; an anonymous follow-up answer once delivered', async () => {
      const [asker, named, hidden] = await Promise.all([createMember(), createMember(), createMember()]);
      const dashboard = async () =>
        (await callApi<Dashboard>('GET', '/me/dashboard', { token: asker.idToken })).body;
      const digest = async (since: Date, until: Date) => {
        pointHandlersAtTestStack();
        const { composeDigest } = await import('../../functions/digest/compose');
        const compose = underRole('functions/events/digest-sender.ts', composeDigest);
        return compose(
          { userId: asker.userId, firstName: 'Asker' },
          { isoWeek: '2026-W48', since: since.toISOString(), until: until.toISOString() },
        );
      };
      const startedAt = new Date(Date.now() - 1_000);
      expect(await dashboard()).toMatchObject({ requestsAnswered: 0, followUpsAnswered: 0 });

      const [answered, open] = [
        (await ask(asker, 'What should I keep doing?')).body,
        (await ask(asker, 'Why?')).body,
      ];
      await giveReceipt(named, asker, { requestId: answered.id, receiptText: 'Keep listening' });
      const requests = await myRequests(asker);
      expect(requests.filter((r) => r.status === 'answered').map((r) => r.id)).toEqual([answered.id]);
      expect(requests.map((r) => r.id)).toContain(open.id);

      await setGoals(asker, [goal]);
      await linked(named, asker, goal);
      await linked(hidden, asker, goal, { anonymous: true });
      await backdateLinked(asker, goal, limits.followUp.waitDays + 1);
      const followUp = (await askFollowUp(asker, goal)).body;
      await answerFollowUp(named, followUp.id, { change: 'yes', text: 'Yes' });
      await answerFollowUp(hidden, followUp.id, { change: 'somewhat', text: 'Somewhat' });
      // The anonymous answer is held: neither the page nor the counts have it yet.
      expect((await goalFollowUps(asker)).body.items[0]?.answers).toHaveLength(1);
      expect(await dashboard()).toMatchObject({ requestsAnswered: 1, followUpsAnswered: 1 });

      await deliverHeldTo(asker);
      expect((await goalFollowUps(asker)).body.items[0]?.answers).toHaveLength(2);
      expect(await dashboard()).toMatchObject({ requestsAnswered: 1, followUpsAnswered: 2 });
      // The week that holds them: the anonymous answer is dated at its delivery, up to a day and more ahead.
      const later = new Date(Date.now() + 3 * 86_400_000);
      expect(await digest(startedAt, later)).toMatchObject({ requestsAnswered: 1, followUpsAnswered: 2 });
      expect(await digest(new Date(startedAt.getTime() - 7 * 86_400_000), startedAt)).toMatchObject({
        requestsAnswered: 0,
        followUpsAnswered: 0,
      });
    });
  },
);
