import { randomUUID } from 'node:crypto';
import { feedbackQuestionTemplates } from '@contract/enums';
import { accountLimits, limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Contact } from '@contract/schemas/contacts';
import { ulid } from 'ulid';
import { refusalMessage } from '../../functions/domain/account-limits';
import { callApi, errorMessage } from '../support/api';
import { ask, askedDaysAgo, myRequests, readRequest } from '../support/feedback-requests';
import { atDefaultDeliveryHour, deliverHeldTo } from '../support/held-receipts';
import { itInOneWindow } from '../support/limit-window';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { blockSender } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

const [meeting, keepDoing] = feedbackQuestionTemplates;

const answer = (giver: TestMember, asker: TestMember, requestId: string, fields = {}) =>
  giveReceipt(giver, asker, { requestId, receiptText: 'You listened well', ...fields });

const errorOf = (res: { status: number; body: unknown }) => [res.status, errorMessage(res)];

describe('feedback requests', () => {
  const members = membersBeforeAll('asker', 'giver', 'other');

  it('are read by a giver from the link, answered by a named receipt, and listed answered for the asker alone', async () => {
    const { asker, giver, other } = members;
    const asked = await ask(asker, meeting!);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ question: meeting, status: 'open', answers: [], recipients: [] });
    const days = (Date.parse(asked.body.expiresAt) - Date.parse(asked.body.createdAt)) / 86_400_000;
    expect(days).toBe(limits.feedbackRequestDays);

    const read = await readRequest(giver, asker.userId, asked.body.id);
    expect(read.body).toEqual({
      id: asked.body.id,
      askerId: asker.userId,
      askerName: `${asker.firstName} ${asker.lastName}`,
      question: meeting,
      expiresAt: asked.body.expiresAt,
    });
    const sent = await answer(giver, asker, asked.body.id);
    expect(sent.status).toBe(201);

    const [listed] = (await myRequests(asker)).filter((r) => r.id === asked.body.id);
    expect(listed).toMatchObject({ status: 'answered' });
    expect(listed?.answers).toEqual([
      {
        receiptId: sent.body.id,
        giverName: `${giver.firstName} ${giver.lastName}`,
        anonymous: false,
        answeredAt: sent.body.createdAt,
        receipt: { ...sent.body, type: 'received' },
      },
    ]);
    // Nobody else lists them: the list is the caller's own.
    expect((await myRequests(giver)).map((r) => r.id)).not.toContain(asked.body.id);
    expect((await myRequests(other)).map((r) => r.id)).not.toContain(asked.body.id);
  });

  it('answers a receipt to someone else than the asker as an unknown request, and stores nothing', async () => {
    const { asker, giver, other } = members;
    const asked = await ask(asker, keepDoing!);
    const before = await partitionSnapshot([userPartition(other.userId), userPartition(asker.userId)]);
    const misdirected = await answer(giver, other, asked.body.id);
    expect(errorOf(misdirected)).toEqual([404, messages.feedbackRequestNotFound]);
    expect(errorOf(await answer(giver, asker, ulid()))).toEqual([404, messages.feedbackRequestNotFound]);
    expect(await partitionSnapshot([userPartition(other.userId), userPartition(asker.userId)])).toEqual(
      before,
    );
  });

  it('refuses an empty or too long question, or recipients outside the address book, with nothing stored', async () => {
    const { asker, giver, other } = members;
    const before = await partitionSnapshot([userPartition(asker.userId)]);
    expect(errorOf(await ask(asker, '   '))).toEqual([400, messages.feedbackQuestionEmpty]);
    const tooLong = 'x'.repeat(limits.feedbackQuestionMax + 1);
    expect(errorOf(await ask(asker, tooLong))).toEqual([400, messages.feedbackQuestionTooLong]);
    expect(errorOf(await ask(asker, keepDoing!, [other.userId]))).toEqual([
      400,
      messages.feedbackRecipientNotContact,
    ]);
    const bad = await callApi('POST', '/me/feedback-requests', {
      token: asker.idToken,
      body: { question: keepDoing, surprise: true },
    });
    expect(bad.status).toBe(400);
    expect(await partitionSnapshot([userPartition(asker.userId)])).toEqual(before);

    await callApi<Contact>('POST', '/me/contacts', {
      token: asker.idToken,
      body: { username: giver.username, name: 'Giver' },
    });
    const own = 'y'.repeat(limits.feedbackQuestionMax);
    const toContact = await ask(asker, own, [giver.userId]);
    expect(toContact.status).toBe(201);
    expect(toContact.body).toMatchObject({ question: own, recipients: [giver.userId] });
  });

  it('expire after 14 days: listed as expired, closed to givers and to answers', async () => {
    const { asker, giver } = members;
    const expired = await askedDaysAgo(asker, limits.feedbackRequestDays + 1);
    const open = await askedDaysAgo(asker, limits.feedbackRequestDays - 1);
    const listed = await myRequests(asker);
    expect(listed.find((r) => r.id === expired)?.status).toBe('expired');
    expect(listed.find((r) => r.id === open)?.status).toBe('open');

    expect(errorOf(await readRequest(giver, asker.userId, expired))).toEqual([
      409,
      messages.feedbackRequestExpired,
    ]);
    expect((await readRequest(giver, asker.userId, open)).status).toBe(200);
    const before = await partitionSnapshot([userPartition(asker.userId)]);
    expect(errorOf(await answer(giver, asker, expired))).toEqual([409, messages.feedbackRequestExpired]);
    expect(await partitionSnapshot([userPartition(asker.userId)])).toEqual(before);
  });

  it('hide a request from a giver the asker blocked, named or anonymous, exactly as an unknown id', async () => {
    const asker = await createMember('Blocking', 'Asker');
    const [named, anonymous] = await Promise.all([createMember(), createMember()]);
    const asked = await ask(asker, keepDoing!);
    const unknown = await readRequest(named, asker.userId, ulid());
    expect(errorOf(unknown)).toEqual([404, messages.feedbackRequestNotFound]);

    await blockSender(asker, (await giveReceipt(named, asker)).body.id);
    await blockSender(asker, (await giveReceipt(anonymous, asker, { anonymous: true })).body.id);
    for (const blocked of [named, anonymous]) {
      const read = await readRequest(blocked, asker.userId, asked.body.id);
      expect([read.status, read.body]).toEqual([unknown.status, unknown.body]);
      expect((await answer(blocked, asker, asked.body.id)).status).toBe(403);
    }
    expect((await myRequests(asker)).find((r) => r.id === asked.body.id)?.answers).toEqual([]);
  });

  it('list an anonymous answer only once it is delivered, from "Someone", with nothing of its giver', async () => {
    const { giver } = members;
    const asker = await createMember('Anon', 'Asker');
    const asked = await ask(asker, meeting!);
    // A link's anonymous answer is tied to it once enough people answered for it to be anyone of them.
    for (let i = 1; i < limits.anonymitySetMin; i++)
      expect((await answer(await createMember('Named', 'Answerer'), asker, asked.body.id)).status).toBe(201);
    const held = await answer(giver, asker, asked.body.id, { anonymous: true, held: true });
    expect(held.status).toBe(201);
    const waiting = await callApi<{ items: { answers: unknown[] }[] }>('GET', '/me/feedback-requests', {
      token: asker.idToken,
    });
    expect(waiting.body.items[0]?.answers).toHaveLength(limits.anonymitySetMin - 1);

    await deliverHeldTo(asker);
    const delivered = await callApi('GET', '/me/feedback-requests', { token: asker.idToken });
    expect(delivered.body).toMatchObject({
      items: [
        {
          id: asked.body.id,
          status: 'answered',
          answers: expect.arrayContaining([
            {
              receiptId: held.body.id,
              giverName: messages.feedbackAnswerAnonymous,
              anonymous: true,
              // The delivery's time (the asker's hour), never when it was written.
              answeredAt: expect.stringMatching(atDefaultDeliveryHour),
              receipt: expect.objectContaining({
                id: held.body.id,
                senderName: 'Anonymous',
                senderId: 'anonymous',
              }),
            },
          ]),
        },
      ],
    });
    const text = JSON.stringify(delivered.body).toLowerCase();
    for (const trace of [giver.userId, giver.username, giver.firstName, giver.lastName, giver.email])
      expect(text).not.toContain(trace.toLowerCase());
  });

  itInOneWindow('feedbackRequestsPerDay')(
    `are limited to ${accountLimits.feedbackRequestsPerDay.max} a day: the next is refused (429) and stores nothing`,
    async () => {
      const asker = await createMember('Eager', 'Asker');
      const max = accountLimits.feedbackRequestsPerDay.max;
      for (let i = 0; i < max; i += 5)
        await Promise.all(
          Array.from({ length: Math.min(5, max - i) }, async () =>
            expect((await ask(asker, `Question ${randomUUID()}`.slice(0, 40))).status).toBe(201),
          ),
        );
      const before = await partitionSnapshot([userPartition(asker.userId)]);
      const refused = await ask(asker, keepDoing!);
      expect(refused.status).toBe(429);
      const limit = { name: 'feedbackRequestsPerDay' as const, ...accountLimits.feedbackRequestsPerDay };
      expect(errorMessage(refused)).toBe(refusalMessage(limit, Number(refused.headers?.get('retry-after'))));
      expect(await partitionSnapshot([userPartition(asker.userId)])).toEqual(before);
      expect((await myRequests(asker)).length).toBe(max);
    },
  );
});
