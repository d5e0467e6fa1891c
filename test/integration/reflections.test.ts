import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { errorMessage } from '../support/api';
import { setGoals } from '../support/goals';
import { createMember, membersBeforeAll } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { journal, readReflection, reflect, removeReflection, wholeJournal } from '../support/reflections';

const given = async (...args: Parameters<typeof giveReceipt>) =>
  ((await giveReceipt(...args)).body as Receipt).id;

describe('reflections on received receipts', () => {
  const members = membersBeforeAll('giver', 'rita', 'other');

  it('are written and rewritten by the recipient and listed in the journal, newest first, by category', async () => {
    const { giver, rita } = members;
    const work = await given(giver, rita, { category: 'Work' });
    const play = await given(giver, rita, { category: 'Play' });
    expect((await reflect(rita, work, 'Speak up sooner')).status).toBe(200);
    const first = (await reflect(rita, play, 'Play more')).body;
    const rewritten = (await reflect(rita, play, 'Play more, worry less')).body;
    expect(rewritten).toMatchObject({ text: 'Play more, worry less', createdAt: first.createdAt });

    expect((await journal(rita)).map((e) => [e.receipt.id, e.reflection.text])).toEqual([
      [play, 'Play more, worry less'],
      [work, 'Speak up sooner'],
    ]);
    expect((await journal(rita, { category: 'Work' })).map((e) => e.receipt.id)).toEqual([work]);
  });

  it('refuses a reflection over 500 characters or with no text (400), and keeps the one saved', async () => {
    const { giver, rita } = members;
    const id = await given(giver, rita);
    await reflect(rita, id, 'Keep this one');
    const tooLong = await reflect(rita, id, 'x'.repeat(limits.reflectionMax + 1));
    expect([tooLong.status, errorMessage(tooLong)]).toEqual([400, messages.reflectionTooLong]);
    const empty = await reflect(rita, id, '   ');
    expect([empty.status, errorMessage(empty)]).toEqual([400, messages.reflectionEmpty]);
    expect((await readReflection(rita, id)).body.text).toBe('Keep this one');
    expect((await reflect(rita, id, 'y'.repeat(limits.reflectionMax))).status).toBe(200);
  });

  it('are removed by the recipient alone: the journal drops the receipt, and removing again changes nothing', async () => {
    const { giver, rita, other } = members;
    const id = await given(giver, rita, { receiptText: 'Soon without a reflection' });
    await reflect(rita, id, 'Changed my mind');
    expect((await removeReflection(giver, id)).status).toBe(403);
    expect((await removeReflection(other, id)).status).toBe(404);
    expect((await readReflection(rita, id)).body.text).toBe('Changed my mind');

    expect((await removeReflection(rita, id)).status).toBe(200);
    expect((await readReflection(rita, id)).status).toBe(404);
    expect((await journal(rita)).map((e) => e.receipt.id)).not.toContain(id);
    expect((await removeReflection(rita, id)).status).toBe(200);
  });

  it('filter the journal by goal and by category together, in full pages', async () => {
    const { giver } = members;
    const goalie = await createMember('Gail', 'Goals');
    expect((await setGoals(goalie, ['Public Speaking', 'Journaling'])).status).toBe(200);
    const speakingWork = await given(giver, goalie, { goal: 'Public Speaking', category: 'Work' });
    const journaling = await given(giver, goalie, { goal: 'Journaling', category: 'Work' });
    const speakingPlay = await given(giver, goalie, { goal: 'Public Speaking', category: 'Play' });
    const noGoal = await given(giver, goalie, { category: 'Work' });
    const speakingWorkAgain = await given(giver, goalie, { goal: 'Public Speaking', category: 'Work' });
    const unreflected = await given(giver, goalie, { goal: 'Public Speaking', category: 'Work' });
    for (const id of [speakingWork, journaling, speakingPlay, noGoal, speakingWorkAgain])
      expect((await reflect(goalie, id, `About ${id}`)).status).toBe(200);

    const ids = (entries: { receipt: Receipt }[]) => entries.map((e) => e.receipt.id);
    expect(ids(await journal(goalie, { goal: 'Public Speaking' }))).toEqual([
      speakingWorkAgain,
      speakingPlay,
      speakingWork,
    ]);
    expect(ids(await journal(goalie, { goal: 'Public Speaking', category: 'Work' }))).toEqual([
      speakingWorkAgain,
      speakingWork,
    ]);
    expect(ids(await journal(goalie, { goal: 'Journaling', category: 'Play' }))).toEqual([]);
    expect(ids(await journal(goalie))).not.toContain(unreflected);
    // A page of a filter is full however the matches are spread, then the list ends.
    const paged = await wholeJournal(goalie, { goal: 'Public Speaking', limit: '2' });
    expect(ids(paged.entries)).toEqual([speakingWorkAgain, speakingPlay, speakingWork]);
    expect(paged.sizes).toEqual([2, 1]);
  });
});
