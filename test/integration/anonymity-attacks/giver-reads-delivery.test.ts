import type { OwnSharingSettings } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../../support/api';
import { settledDashboard } from '../../support/dashboard';
import { answerFollowUp, followUpScene, followUpsToAnswer } from '../../support/follow-ups';
import { deliverHeldTo } from '../../support/held-receipts';
import { createMember } from '../../support/profiles';
import { addToCircle } from '../../support/receipt-actions';
import { allReceipts, giveReceipt } from '../../support/receipts';
import { timesIn } from '../../support/times-in';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A giver wants Rita's time zone and the hour she reads her anonymous receipts: they send her one and read
 * when it "delivers" from the answer and from their sent list. They must be told it is held, and that it
 * delivers within a day, never at what hour.
 */
describe('a giver reading when their anonymous receipt delivers', () => {
  it('is told it is held, never the delivery time', async () => {
    const [rita, giver] = await Promise.all([createMember(), createMember()]);
    const set = await callApi<OwnSharingSettings>('PUT', '/me/sharing-settings', {
      token: rita.idToken,
      body: { goals: true, receipts: true, bio: true, deliveryHour: 7, timeZone: 'Asia/Kathmandu' },
    });
    expect(set.status).toBe(200);

    const sent = await giveReceipt(giver, rita, { anonymous: true, held: true });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ held: true });
    expect(sent.body).not.toHaveProperty('deliversAt');
    const [listed] = await allReceipts(giver, 'sent');
    expect(listed).toMatchObject({ id: sent.body.id, held: true });
    expect(listed as Receipt).not.toHaveProperty('deliversAt');
  });

  /**
   * The same giver decodes instead: the receipt's id is a ULID, and its dates are times. Everything they can
   * fetch about it, before and after it arrives, may carry its day (a UTC midnight), never Rita's hour.
   */
  it('decodes no hour from its id or its dates, before or after it arrives', async () => {
    const [rita, giver] = await Promise.all([createMember(), createMember()]);
    // In the giver's inner circle, so their dashboard says when they last gave her one.
    await addToCircle(giver, rita);
    const sent = await giveReceipt(giver, rita, { anonymous: true, held: true });
    expect(sent.status).toBe(201);
    const whatTheGiverReads = async () => {
      const exported = await callApi<{ receipts: Receipt[] }>('GET', '/me/export', { token: giver.idToken });
      expect(exported.status).toBe(200);
      const listed = (await allReceipts(giver, 'sent')).find((r) => r.id === sent.body.id);
      return { listed, exported: exported.body.receipts.filter((r) => r.id === sent.body.id) };
    };
    const held = { answer: sent.body, ...(await whatTheGiverReads()) };
    await deliverHeldTo(rita);
    const delivered = {
      ...(await whatTheGiverReads()),
      // (the circle entry's own id is the time the giver added her, theirs to know)
      circle: (await settledDashboard(giver)).figures.innerCircle.map(({ lastGivenAt }) => ({ lastGivenAt })),
    };
    expect(delivered.listed).toMatchObject({ id: sent.body.id });
    expect(delivered.listed?.held).toBeUndefined();

    const times = timesIn({ held, delivered });
    expect(times.map((t) => t.at)).toEqual(
      expect.arrayContaining([
        '$.held.answer.id',
        '$.delivered.listed.createdAt',
        '$.delivered.exported[0].createdAt',
        '$.delivered.circle[0].lastGivenAt',
      ]),
    );
    expect(times.filter((t) => t.time % dayMs !== 0)).toEqual([]);
  });

  /**
   * An anonymous answer to a goal's follow-up is held for the asker's delivery too: what its giver reads of
   * their own answer is dated when they wrote it, or by a day, never by the asker's hour.
   */
  it("decodes no hour of the asker's from a follow-up answer", async () => {
    const people = Promise.all([createMember(), createMember(), createMember()]);
    const { anonymous, asked } = await followUpScene(people, 'Public Speaking');
    const answered = await answerFollowUp(anonymous, asked.id, { change: 'yes', text: 'Calmer' });
    const writtenBy = Date.now();
    expect(answered.status).toBe(200);
    const exported = await callApi<{ account: { followUpsAsked: unknown } }>('GET', '/me/export', {
      token: anonymous.idToken,
    });
    const times = timesIn({
      answered: answered.body,
      listed: await followUpsToAnswer(anonymous),
      exported: exported.body.account.followUpsAsked,
    });
    expect(times.map((t) => t.at)).toContain('$.answered.yourAnswer.answeredAt');
    expect(times.filter((t) => t.time > writtenBy && t.time % dayMs !== 0)).toEqual([]);
  });
});
