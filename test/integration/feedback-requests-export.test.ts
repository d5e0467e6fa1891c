import { feedbackQuestionTemplates } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { ExportPage } from '@contract/schemas/account';
import { callApi } from '../support/api';
import { ask } from '../support/feedback-requests';
import { atDefaultDeliveryHour, deliverHeldTo } from '../support/held-receipts';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

const [meeting, keepDoing] = feedbackQuestionTemplates;

/** The account part of the export (its first page). */
const exportedAccount = async (member: TestMember) =>
  (await callApi<ExportPage>('GET', '/me/export', { token: member.idToken })).body.account;

describe('feedback requests in the account export', () => {
  const members = {} as Record<'asker' | 'named' | 'anonymous', TestMember>;
  beforeAll(async () => {
    [members.asker, members.named, members.anonymous] = await Promise.all([
      createMember('Asha', 'Asker'),
      createMember('Nina', 'Named'),
      createMember('Quill', 'Quietly'),
    ]);
  });

  it("lists the asker's requests with their answers by receipt id, an anonymous one naming no one", async () => {
    const { asker, named, anonymous } = members;
    const first = await ask(asker, meeting!);
    const second = await ask(asker, keepDoing!);
    // A link's anonymous answer is tied to it once enough others answered (anonymity-attacks/small-groups).
    const fromNamed = [];
    for (let i = 1; i < limits.anonymitySetMin; i++)
      fromNamed.push(
        await giveReceipt(named, asker, { requestId: first.body.id, receiptText: 'Calm and clear' }),
      );
    const fromAnonymous = await giveReceipt(anonymous, asker, {
      requestId: first.body.id,
      receiptText: 'You listened',
      anonymous: true,
      held: true,
    });
    await deliverHeldTo(asker);

    const account = await exportedAccount(asker);
    expect(account?.feedbackRequests).toEqual([
      { ...second.body, answers: [] },
      {
        ...first.body,
        status: 'answered',
        answers: [
          ...fromNamed.map(({ body }) => ({
            receiptId: body.id,
            giverName: `${named.firstName} ${named.lastName}`,
            anonymous: false,
            answeredAt: body.createdAt,
          })),
          {
            receiptId: fromAnonymous.body.id,
            giverName: messages.feedbackAnswerAnonymous,
            anonymous: true,
            answeredAt: expect.stringMatching(atDefaultDeliveryHour),
          },
        ].sort((a, b) => (a.receiptId < b.receiptId ? -1 : 1)),
      },
    ]);
    const text = JSON.stringify(account?.feedbackRequests).toLowerCase();
    for (const trace of [anonymous.userId, anonymous.username, anonymous.firstName, anonymous.email])
      expect(text).not.toContain(trace.toLowerCase());
  });

  it("is the asker's alone: a giver's export holds none of the requests they answered", async () => {
    const { named } = members;
    expect((await exportedAccount(named))?.feedbackRequests).toEqual([]);
  });
});
