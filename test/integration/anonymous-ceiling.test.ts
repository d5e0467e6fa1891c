import { randomUUID } from 'node:crypto';
import { errorCodes } from '@contract/error-codes';
import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../support/api';
import { deliverHeldTo, runDelivery } from '../support/held-receipts';
import { itInOneWindow } from '../support/limit-window';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts } from '../support/receipts';

const send = (sender: TestMember, recipient: TestMember, anonymous: boolean, fields: object = {}) =>
  callApi<Receipt>('POST', '/receipts', {
    token: sender.idToken,
    body: {
      clientRequestId: randomUUID(),
      recipientId: recipient.userId,
      receiptText: 'You again',
      anonymous,
      ...fields,
    },
  });

describe("a giver's anonymous receipts to one member a day", () => {
  itInOneWindow('anonymousReceiptsFromOneGiverPerDay')(
    'stop at their own limit, with a message about their own sends; named receipts still go',
    async () => {
      const [giver, recipient] = await Promise.all([createMember(), createMember()]);
      const max = accountLimits.anonymousReceiptsFromOneGiverPerDay.max;
      for (let i = 0; i < max; i++) expect((await send(giver, recipient, true)).status).toBe(201);
      const refused = await send(giver, recipient, true);
      expect(refused.status).toBe(429);
      const [head] = messages.anonymousReceiptsFromOneGiverReached.split(' ({max})');
      expect(JSON.stringify(refused.body)).toContain(head);
      expect((await send(giver, recipient, false)).status).toBe(201);
    },
  );
});

describe("a member's anonymous receipts a day, from every giver together", () => {
  itInOneWindow('anonymousReceiptsToOneMemberPerDay')(
    'are counted as they arrive: past the ceiling, one waits for the next day and no giver is refused',
    async () => {
      const max = accountLimits.anonymousReceiptsToOneMemberPerDay.max;
      const perGiver = accountLimits.anonymousReceiptsFromOneGiverPerDay.max;
      const givers = await Promise.all(
        Array.from({ length: Math.ceil(max / perGiver) + 1 }, () => createMember()),
      );
      const recipient = await createMember();
      const answers = (
        await Promise.all(
          givers.map(async (giver) => {
            const mine = [];
            for (let i = 0; i < perGiver; i++) mine.push(await send(giver, recipient, true));
            return mine;
          }),
        )
      ).flat();
      // Every send goes: none is refused for what others sent.
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));

      // The attacks on a count all givers share: a giver polling with sends refused for another reason
      // hears that reason, and an ordinary send goes, however many others sent; a throwaway account's
      // receipts taken back before delivery fill nothing, and free nothing of its own limit.
      const [poller, throwaway] = await Promise.all([createMember(), createMember()]);
      const polled = await send(poller, recipient, true, { goal: 'Public Speaking' });
      expect(polled.status).not.toBe(429);
      expect(polled.body).toMatchObject({ error: { code: errorCodes.goalNotOffered } });
      const taken = [];
      for (let i = 0; i < perGiver; i++) taken.push((await send(throwaway, recipient, true)).body.id);
      for (const id of taken)
        expect(
          (await callApi('DELETE', `/receipts/${id}`, { token: throwaway.idToken })).status,
        ).toBeLessThan(300);
      expect((await send(throwaway, recipient, true)).status).toBe(429);

      const outcomes = await deliverHeldTo(recipient);
      expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(max);
      expect(outcomes.filter((o) => o === 'postponed')).toHaveLength(answers.length - max);
      expect(await allReceipts(recipient, 'received', 50)).toHaveLength(max);

      // The ones that wait are still the givers' to take back, and arrive a day later than planned.
      const sent = (await Promise.all(givers.map((giver) => allReceipts(giver, 'sent', 50)))).flat();
      const waiting = sent.filter((receipt) => receipt.held);
      expect(waiting).toHaveLength(answers.length - max);
      for (const receipt of waiting) {
        const planned = answers.find((a) => a.body.id === receipt.id)?.body.createdAt ?? '';
        expect(Date.parse(receipt.createdAt)).toBe(Date.parse(planned) + 24 * 60 * 60 * 1000);
      }
      // A run that delivers everything held at once (`npm run deliver -- --all`) counts each receipt in
      // the day it is due: the ones that wait find room the next day, and the run ends.
      expect(await runDelivery({ all: true, recipientId: recipient.userId })).toMatchObject({
        delivered: answers.length - max,
        postponed: 0,
      });
    },
  );
});
