import { randomUUID } from 'node:crypto';
import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { callApi } from '../support/api';
import { deliverHeldTo } from '../support/held-receipts';
import { itInOneWindow } from '../support/limit-window';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts } from '../support/receipts';

const send = (sender: TestMember, recipient: TestMember, anonymous: boolean) =>
  callApi('POST', '/receipts', {
    token: sender.idToken,
    body: {
      clientRequestId: randomUUID(),
      recipientId: recipient.userId,
      receiptText: 'You again',
      anonymous,
    },
  });

describe("a member's anonymous receipts a day, from every sender together", () => {
  itInOneWindow('anonymousReceiptsToOneMemberPerDay')(
    'stop at the ceiling however many accounts send them; named receipts still arrive',
    async () => {
      const max = accountLimits.anonymousReceiptsToOneMemberPerDay.max;
      const perSender = 6;
      const senders = await Promise.all(
        Array.from({ length: Math.ceil(max / perSender) + 1 }, () => createMember()),
      );
      const recipient = await createMember();
      const answers = (
        await Promise.all(
          senders.map(async (sender) => {
            const mine = [];
            for (let i = 0; i < perSender; i++) mine.push(await send(sender, recipient, true));
            return mine;
          }),
        )
      ).flat();

      expect(answers.filter((a) => a.status === 201)).toHaveLength(max);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(answers.length - max);
      const [head] = messages.anonymousReceiptsToOneMemberReached.split(' ({max})');
      expect(refused[0]?.body).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
      expect(JSON.stringify(refused[0]?.body)).toContain(head);
      // Held for the recipient's delivery, then all of them arrive with it.
      expect(await allReceipts(recipient, 'received', 50)).toHaveLength(0);
      await deliverHeldTo(recipient);
      expect(await allReceipts(recipient, 'received', 50)).toHaveLength(max);

      expect((await send(senders[0]!, recipient, false)).status).toBe(201);
    },
  );
});
