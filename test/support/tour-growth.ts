import { feedbackQuestionTemplates } from '@contract/enums';
import { limits } from '@contract/limits';
import type { FeedbackRequest } from '@contract/schemas/feedback-requests';
import type { GoalFollowUp } from '@contract/schemas/follow-ups';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from './api';
import { ask } from './feedback-requests';
import { answerFollowUp, askFollowUp, backdateLinked } from './follow-ups';
import { setGoals } from './goals';
import { deliverHeldTo } from './held-receipts';
import type { TestMember } from './profiles';
import { expectOk } from './receipt-actions';
import { giveReceipt } from './receipts';

const given = (what: string, res: ReturnType<typeof giveReceipt>) => expectOk(what, res, [201]);

/**
 * The tour account's growth loop: a reflection on a received receipt, a request answered and one asked of
 * them, and a "Did I change?" follow-up with a named and an anonymous answer, so the journal, the requests
 * page and the goals page show what a member who used them sees.
 */
export async function seedGrowth(
  owner: TestMember,
  friend: TestMember,
  third: TestMember,
  reflectOn: Receipt,
) {
  await expectOk(
    'reflection',
    callApi('PUT', `/receipts/${reflectOn.id}/reflection`, {
      token: owner.idToken,
      body: { text: 'Next retro: open with what went well before the outage timeline.' },
    }),
  );
  const request = (await expectOk(
    'request',
    ask(owner, feedbackQuestionTemplates[1]!, [friend.userId]),
    [201],
  )) as FeedbackRequest;
  await given(
    'answer',
    giveReceipt(friend, owner, {
      requestId: request.id,
      category: 'Work',
      intent: 'Active Listening',
      receiptText: 'Keep asking the quietest person in the room first.',
    }),
  );
  await expectOk(
    'contact',
    callApi('POST', '/me/contacts', {
      token: friend.idToken,
      body: { username: owner.username, name: 'Grace Hopper' },
    }),
    [200, 201],
  );
  await expectOk('request of the owner', ask(friend, feedbackQuestionTemplates[0]!, [owner.userId]), [201]);

  const goal = 'Public Speaking';
  await expectOk('goals', setGoals(owner, ['Meditation', goal, 'Make Friends']));
  const linked = { goal, category: 'Work', intent: 'Growth' } as const;
  await given(
    'linked',
    giveReceipt(friend, owner, {
      ...linked,
      receiptText: 'You ran the all-hands with the slides broken, and nobody noticed.',
    }),
  );
  await given(
    'linked anonymously',
    giveReceipt(third, owner, {
      ...linked,
      intent: 'Appreciate',
      anonymous: true,
      receiptText: 'Your talk on compilers was the first one I understood.',
    }),
  );
  await backdateLinked(owner, goal, limits.followUp.waitDays + 1);
  const asked = (await expectOk('follow-up', askFollowUp(owner, goal), [201])) as GoalFollowUp;
  const answers = [
    [friend, { change: 'yes', text: 'You pause now, and people lean in.' }],
    [third, { change: 'somewhat', text: 'Calmer in the Q&A than in the talk.' }],
  ] as const;
  for (const [giver, answer] of answers)
    await expectOk('follow-up answer', answerFollowUp(giver, asked.id, answer));
  await deliverHeldTo(owner);
}
