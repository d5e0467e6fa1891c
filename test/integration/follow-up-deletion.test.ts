import * as messages from '@contract/messages';
import { errorMessage } from '../support/api';
import { answerFollowUp, followUpScene, followUpsToAnswer, goalFollowUps } from '../support/follow-ups';
import { deliverHeldTo } from '../support/held-receipts';
import { expectNothingLeftOf } from '../support/leftovers';
import { createMember } from '../support/profiles';
import { deleteAccount } from '../support/receipt-actions';
import { uniqueSuffix } from '../support/users';

const goal = 'Public Speaking';

/** A member whose names are theirs alone, so a scan of the table finds only what is theirs. */
const someone = (role: string) => {
  const tag = uniqueSuffix();
  return createMember(`${role}${tag}`, `Member${tag}`);
};

async function scene() {
  const people = Promise.all([someone('Asker'), someone('Named'), someone('Hidden')]);
  const { asker, named, anonymous, asked } = await followUpScene(people, goal);
  return { asker, named, hidden: anonymous, followUpId: asked.id };
}

describe('"Did I change?" follow-ups when an account is deleted', () => {
  it('keep nothing of a deleted giver: a named answer stays without their name, a held one is still delivered', async () => {
    const { asker, named, hidden, followUpId } = await scene();
    await answerFollowUp(named, followUpId, { change: 'yes', text: 'Calmer now' });
    await answerFollowUp(hidden, followUpId, { change: 'somewhat', text: 'A little' });

    await Promise.all([deleteAccount(named), deleteAccount(hidden)]);
    await expectNothingLeftOf(named);
    await expectNothingLeftOf(hidden);

    await deliverHeldTo(asker);
    const [followUp] = (await goalFollowUps(asker)).body.items;
    expect(followUp?.answers.map((a) => [a.text, a.giverName, a.anonymous]).sort()).toEqual([
      ['A little', messages.followUpAnswerAnonymous, true],
      ['Calmer now', messages.formerMember, false],
    ]);
  });

  it('keep nothing of a deleted giver who never answered', async () => {
    const { asker, named, hidden, followUpId } = await scene();
    await Promise.all([deleteAccount(named), deleteAccount(hidden)]);
    await expectNothingLeftOf(named);
    await expectNothingLeftOf(hidden);
    expect((await goalFollowUps(asker)).body.items.map((f) => [f.id, f.answers])).toEqual([[followUpId, []]]);
  });

  it('keep nothing of a deleted asker: the givers\u2019 asks go, answered or not', async () => {
    const { asker, named, hidden, followUpId } = await scene();
    await answerFollowUp(named, followUpId, { change: 'no', text: 'Not yet' });
    await deleteAccount(asker);
    await expectNothingLeftOf(asker);
    expect(await followUpsToAnswer(named)).toEqual([]);
    expect(await followUpsToAnswer(hidden)).toEqual([]);
    const late = await answerFollowUp(hidden, followUpId, { change: 'yes', text: 'Too late' });
    expect([late.status, errorMessage(late)]).toEqual([404, messages.followUpNotFound]);
  });
});
