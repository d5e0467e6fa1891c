import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { feedbackRequestPath } from '@contract/site-paths';
import { ulid } from 'ulid';
import { callApi, errorMessage } from '../support/api';
import { addContact, askerWithContacts } from '../support/contacts';
import {
  ask,
  askedDaysAgo,
  askedOfDaysAgo,
  closeForMe,
  copyOf,
  myRequests,
  requestsForMe,
  resend,
} from '../support/feedback-requests';
import { deliverHeldTo, runDelivery } from '../support/held-receipts';
import { itemsMentioning } from '../support/leftovers';
import { type LocalMail, localMailsWith, mailsForRequest, waitForMail } from '../support/mail';
import { createMember, type TestMember } from '../support/profiles';
import { blockSender, deleteAccount } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';
import { uniqueSuffix } from '../support/users';

const { afterDays } = limits.feedbackRequestReminder;
const errorOf = (res: { status: number; body: unknown }) => [res.status, errorMessage(res)];
const ids = (members: TestMember[]) => members.map((m) => m.userId);

/** Two delivery runs for the member at once, as overlapping schedules would: the reminders they made. */
async function remindTwiceAtOnce(member: TestMember) {
  const runs = await Promise.all([1, 2].map(() => runDelivery({ recipientId: member.userId })));
  return runs.reduce((sum, run) => sum + run.requestsReminded, 0);
}

describe('reminders of a feedback request', () => {
  it('remind each contact who has not answered once, three days on, in "Asked of you"', async () => {
    const { asker, contacts } = await askerWithContacts(3);
    const [late, answered, lapsed] = contacts as [TestMember, TestMember, TestMember];
    const asked = (await ask(asker, 'How did I do?', ids(contacts))).body;
    expect((await giveReceipt(answered, asker, { requestId: asked.id })).status).toBe(201);

    await askedOfDaysAgo(late, asked.id, afterDays - 1);
    expect(await remindTwiceAtOnce(late)).toBe(0);
    expect((await requestsForMe(late))[0]).toMatchObject({ id: asked.id, remindedAt: null });

    await closeForMe(lapsed, asked.id, 1);
    for (const contact of [late, lapsed]) await askedOfDaysAgo(contact, asked.id, afterDays);
    // The stack's own schedule may take it first: between them, one reminder.
    expect(await remindTwiceAtOnce(late)).toBeLessThanOrEqual(1);
    const [reminded] = await requestsForMe(late);
    expect(reminded).toMatchObject({ id: asked.id, remindedAt: expect.any(String) });
    expect(await remindTwiceAtOnce(late)).toBe(0);
    expect((await requestsForMe(late))[0]?.remindedAt).toBe(reminded?.remindedAt);
    expect(await copyOf(late, asked.id)).toMatchObject({ reminded: true });

    // Not the one who answered (their copy went with the answer), nor one whose request expired.
    for (const contact of [answered, lapsed]) expect(await remindTwiceAtOnce(contact)).toBe(0);
    expect(await copyOf(answered, asked.id)).toBeNull();
    const lapsedCopy = await copyOf(lapsed, asked.id);
    expect(lapsedCopy).toMatchObject({ reminded: false });
    expect(lapsedCopy).not.toHaveProperty('remindedAt');
    expect(lapsedCopy).not.toHaveProperty('GSI2PK');
  });

  it('let the asker resend once to those who have not answered; a second is refused', async () => {
    const { asker, contacts } = await askerWithContacts(2);
    const [waiting, answered] = contacts as [TestMember, TestMember];
    const asked = (await ask(asker, 'Was I clear?', ids(contacts))).body;
    await giveReceipt(answered, asker, { requestId: asked.id });

    const resent = await resend(asker, asked.id);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: asked.id, status: 'answered', resentAt: expect.any(String) });
    expect((await requestsForMe(waiting))[0]).toMatchObject({ remindedAt: resent.body.resentAt });
    expect(await copyOf(waiting, asked.id)).toMatchObject({ resent: true });
    expect(await copyOf(answered, asked.id)).toBeNull();

    expect(errorOf(await resend(asker, asked.id))).toEqual([409, messages.feedbackRequestAlreadyResent]);
    expect((await resend(asker, asked.id)).body).toMatchObject({
      error: { code: errorCodes.feedbackRequestResent },
    });
    expect((await myRequests(asker)).find((r) => r.id === asked.id)?.resentAt).toBe(resent.body.resentAt);
    // The three days' reminder still goes once: the two are apart.
    await askedOfDaysAgo(waiting, asked.id, afterDays);
    await runDelivery({ recipientId: waiting.userId });
    expect(await copyOf(waiting, asked.id)).toMatchObject({ resent: true, reminded: true });
  });

  it("refuse another's request, an expired one, a link's and a bad id, changing nothing", async () => {
    const { asker, contacts } = await askerWithContacts(1);
    const asked = (await ask(asker, 'Any thoughts?', ids(contacts))).body;
    const stranger = await createMember();
    expect(errorOf(await resend(stranger, asked.id))).toEqual([404, messages.feedbackRequestNotFound]);
    expect(errorOf(await resend(asker, ulid()))).toEqual([404, messages.feedbackRequestNotFound]);
    expect((await resend(asker, 'not.an.id')).status).toBe(400);
    const expired = await askedDaysAgo(asker, limits.feedbackRequestDays + 1);
    expect(errorOf(await resend(asker, expired))).toEqual([409, messages.feedbackRequestExpired]);
    const link = (await ask(asker, 'Shared as a link?')).body;
    expect(errorOf(await resend(asker, link.id))).toEqual([400, messages.feedbackRequestNotSent]);
    expect((await requestsForMe(contacts[0]!))[0]?.remindedAt).toBeNull();
    expect((await myRequests(asker)).every((r) => r.resentAt === null)).toBe(true);
  });

  it('never reach a contact who blocked the asker since, by the schedule or the resend', async () => {
    const { asker, contacts } = await askerWithContacts(2);
    const [blocking, open] = contacts as [TestMember, TestMember];
    const asked = (await ask(asker, 'Any thoughts?', ids(contacts))).body;
    await blockSender(blocking, (await giveReceipt(asker, blocking)).body.id);
    expect((await resend(asker, asked.id)).status).toBe(200);
    await askedOfDaysAgo(blocking, asked.id, afterDays);
    expect(await remindTwiceAtOnce(blocking)).toBe(0);
    const blockedCopy = await copyOf(blocking, asked.id);
    expect(blockedCopy).toMatchObject({ reminded: false });
    expect(blockedCopy).not.toHaveProperty('remindedAt');
    expect(blockedCopy).not.toHaveProperty('resent');
    expect(await copyOf(open, asked.id)).toMatchObject({ resent: true });
  });

  it('show the asker who was asked and how many answered', async () => {
    const { asker, contacts } = await askerWithContacts(2);
    const asked = (await ask(asker, 'What should I keep doing?', ids(contacts))).body;
    const names = contacts.map((c) => ({ userId: c.userId, name: `${c.firstName} ${c.lastName}` }));
    expect(asked.asked).toEqual(names);
    await giveReceipt(contacts[1]!, asker, { requestId: asked.id });
    const [listed] = await myRequests(asker);
    expect(listed).toMatchObject({ asked: names, resentAt: null });
    expect(listed?.answers.map((a) => a.giverName)).toEqual([names[1]!.name]);
  });
});

describe('who was asked, once one of them has left', () => {
  it('names a contact who deleted their account "A contact", and keeps no name of theirs', async () => {
    const tag = uniqueSuffix();
    const [asker, leaving] = await Promise.all([createMember(), createMember(`Gone${tag}`, `Leaver${tag}`)]);
    await addContact(asker, leaving);
    const asked = (await ask(asker, 'What should I keep doing?', [leaving.userId])).body;
    expect(asked.asked).toEqual([{ userId: leaving.userId, name: `Gone${tag} Leaver${tag}` }]);
    await deleteAccount(leaving);
    const [listed] = await myRequests(asker);
    expect(listed?.asked.map((contact) => contact.name)).toEqual([messages.feedbackAskedContact]);
    const requestItems = (await itemsMentioning([`Leaver${tag}`])).filter((item) =>
      String((item as { SK?: string }).SK).startsWith('ASK#'),
    );
    expect(requestItems).toEqual([]);
  });
});

/**
 * The asker asks one or two people and watches what the request shows, and what a resend answers, as an
 * anonymous answer comes in and is delivered: nothing of it may move, or it names the answerer.
 */
describe('reminders against an asker who watches who answered', () => {
  it.each([1, 2])('tell nothing when one of %i contacts answers anonymously', async (count) => {
    const { asker, contacts } = await askerWithContacts(count);
    const asked = (await ask(asker, 'How did I come across?', ids(contacts))).body;
    const [before] = await myRequests(asker);
    const sent = await giveReceipt(contacts[0]!, asker, { requestId: asked.id, anonymous: true, held: true });
    expect(sent.status).toBe(201);
    expect(await myRequests(asker)).toEqual([before]);
    await deliverHeldTo(asker);
    expect(await myRequests(asker)).toEqual([before]);

    // The answerer is not reminded, and the resend reads the same whoever was left to remind.
    const resent = await resend(asker, asked.id);
    expect(resent.body).toEqual({ ...before, resentAt: expect.any(String) });
    expect(await copyOf(contacts[0]!, asked.id)).toBeNull();
    expect(await myRequests(asker)).toEqual([{ ...before, resentAt: resent.body.resentAt }]);
  });
});

/** A request's e-mails to one contact, of one kind (`asked`, `reminder` or `resend`). */
const mailsTo = (contact: TestMember, requestId: string, kind: string): LocalMail[] =>
  localMailsWith('X-Feedback-Request-Id', requestId).filter(
    (m) => m.headers.To === contact.email && m.headers['X-Feedback-Request-Mail'] === kind,
  );

// Local only: reads the e-mails the local mail transport writes.
describeWith('readLocalMail')('reminders of a feedback request, by e-mail', () => {
  it('e-mail each reminder once, never the question, under the e-mail switch and its unsubscribe', async () => {
    const { asker, contacts } = await askerWithContacts(3, true);
    const [switchedOff, unsubscribed, reader] = contacts as [TestMember, TestMember, TestMember];
    const question = `Was the meeting useful? ${uniqueSuffix()}`;
    const asked = (await ask(asker, question, ids(contacts))).body;
    const request = await waitForMail(() => mailsTo(unsubscribed, asked.id, 'asked')[0], 'the request');
    const token = new URL(/Unsubscribe: (\S+)/.exec(request.text)![1]!).searchParams.get('token');
    expect((await callApi('POST', '/notifications/unsubscribe', { body: { token } })).status).toBe(200);
    const off = { token: switchedOff.idToken, body: { email: false } };
    expect((await callApi('PUT', '/me/notification-settings', off)).status).toBe(200);

    // In the stream's order: the last one mailed means the notifier has handled the two before it.
    for (const contact of contacts) {
      await askedOfDaysAgo(contact, asked.id, afterDays);
      await runDelivery({ recipientId: contact.userId });
    }
    const reminder = await waitForMail(() => mailsTo(reader, asked.id, 'reminder')[0], 'the reminder');
    expect(reminder.headers.Subject).toBe(
      format(messages.feedbackRequestReminderEmailSubject, { name: `${asker.firstName} ${asker.lastName}` }),
    );
    expect(reminder.text).toContain(feedbackRequestPath(asker.username, asked.id));
    expect(reminder.raw).not.toContain(question);
    expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    for (const quiet of [switchedOff, unsubscribed]) expect(mailsTo(quiet, asked.id, 'reminder')).toEqual([]);
    // In the app, all three were reminded.
    for (const contact of contacts)
      expect((await requestsForMe(contact))[0]?.remindedAt).toEqual(expect.any(String));

    expect((await resend(asker, asked.id)).status).toBe(200);
    const again = await waitForMail(() => mailsTo(reader, asked.id, 'resend')[0], 'the resend');
    expect(again.raw).not.toContain(question);
    expect((await resend(asker, asked.id)).status).toBe(409);
    await runDelivery({ recipientId: reader.userId });
    expect(mailsTo(reader, asked.id, 'reminder')).toHaveLength(1);
    expect(mailsTo(reader, asked.id, 'resend')).toHaveLength(1);
    expect(mailsTo(reader, asked.id, 'asked')).toHaveLength(1);
    // Nothing of it goes to the asker.
    expect(mailsForRequest(asked.id).filter((m) => m.headers.To === asker.email)).toEqual([]);
  });
});
