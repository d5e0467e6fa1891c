import { randomUUID } from 'node:crypto';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { decodeTime } from 'ulid';
import { answerFollowUp, followUpScene, followUpsToAnswer, goalFollowUps } from '../support/follow-ups';
import { deliverHeldTo } from '../support/held-receipts';
import { mailsContaining } from '../support/mail';
import { createMember, type TestMember } from '../support/profiles';
import { blockSender } from '../support/receipt-actions';
import { capabilities } from '../support/stack';

const goal = 'Public Speaking';
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Everything of a member that could tell who they are. */
const traces = (m: TestMember) => [m.userId, m.username, m.firstName, m.lastName, m.email];
const expectNoTrace = (value: unknown, who: TestMember) => {
  const text = JSON.stringify(value);
  for (const trace of traces(who)) expect(text).not.toContain(trace);
};

const scene = () =>
  followUpScene(
    Promise.all([
      createMember('Curious', 'Asker'),
      createMember('Named', 'Giver'),
      createMember('Hidden', 'Quietly'),
    ]),
    goal,
  );

describe('follow-up answers from anonymous givers', () => {
  it('reach the anonymous giver, and never tell the asker who was asked', async () => {
    const { asker, anonymous, asked } = await scene();
    expectNoTrace(asked, anonymous);
    expect(Object.keys(asked)).not.toContain('givers');
    expect((await followUpsToAnswer(anonymous)).map((f) => [f.id, f.status])).toEqual([
      [asked.id, 'pending'],
    ]);
    expectNoTrace((await goalFollowUps(asker)).body, anonymous);
  });

  it('are held like an anonymous receipt, then delivered from "Someone" at the delivery time, with nothing of the giver', async () => {
    const { asker, anonymous, asked } = await scene();
    const text = `Calmer now ${randomUUID()}`;
    const sentAt = Date.now();
    const answered = await answerFollowUp(anonymous, asked.id, { change: 'somewhat', text });
    expect(answered.body).toMatchObject({ status: 'answered' });

    const waiting = await goalFollowUps(asker);
    expect(waiting.body.items[0]?.answers).toEqual([]);
    expectNoTrace(waiting.body, anonymous);

    await deliverHeldTo(asker);
    const delivered = await goalFollowUps(asker);
    expectNoTrace(delivered.body, anonymous);
    const [answer] = delivered.body.items[0]?.answers ?? [];
    expect(answer).toMatchObject({
      change: 'somewhat',
      text,
      giverName: messages.followUpAnswerAnonymous,
      anonymous: true,
    });
    // Dated at its delivery (the asker's delivery hour, at least the hold after it was written), and its id
    // made of that day (the next UTC midnight): neither says when it was written, nor the id the hour.
    const at = Date.parse(answer!.answeredAt);
    expect(at).toBeGreaterThanOrEqual(sentAt + limits.anonymousHoldMinHours * hourMs);
    expect(at % hourMs).toBe(0);
    expect(decodeTime(answer!.id)).toBe(Math.ceil(at / dayMs) * dayMs);
    // The cursor is the asker's list's own: nothing of the giver in it either.
    const paged = await goalFollowUps(asker);
    expect(Buffer.from(paged.body.cursor ?? '', 'base64url').toString()).not.toContain(anonymous.userId);

    if (capabilities().readLocalMail) expect(mailsContaining(text)).toEqual([]);
  });

  it('show a named giver by name, and an anonymous one beside it only as "Someone"', async () => {
    const { asker, named, anonymous, asked } = await scene();
    await answerFollowUp(named, asked.id, { change: 'yes', text: 'Clearly' });
    await answerFollowUp(anonymous, asked.id, { change: 'no', text: 'Not yet' });
    await deliverHeldTo(asker);
    const answers = (await goalFollowUps(asker)).body.items[0]?.answers ?? [];
    expect(answers.map((a) => [a.giverName, a.anonymous, a.text])).toEqual([
      [`${named.firstName} ${named.lastName}`, false, 'Clearly'],
      [messages.followUpAnswerAnonymous, true, 'Not yet'],
    ]);
    expectNoTrace(answers, anonymous);
  });

  it('are dropped at delivery when the asker blocked that anonymous giver meanwhile', async () => {
    const { asker, anonymous, anonymousReceipt, asked } = await scene();
    await answerFollowUp(anonymous, asked.id, { change: 'yes', text: 'Yes' });
    await blockSender(asker, anonymousReceipt.id);
    await deliverHeldTo(asker);
    expect((await goalFollowUps(asker)).body.items[0]?.answers).toEqual([]);
  });
});
