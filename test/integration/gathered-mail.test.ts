import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { countRequests } from '../../bench/counting';
import { callApi } from '../support/api';
import {
  backdateMailWindow,
  isDueAt,
  mailWindowOf,
  runGatheredMail,
  sendGatheredAt,
  takeGatheredAt,
  waitUntilMailedOrGathered,
} from '../support/gathered-mail';
import { pointHandlersAtTestStack } from '../support/in-process';
import { mailsForReceipt, waitForReceiptMail } from '../support/mail';
import { createVerifiedMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';
import { receiptStreamRecord } from '../support/stream-records';

const gapMs = limits.receiptMailGapMinutes * 60 * 1000;
const afterGap = (iso: string, extraMs = 0) => new Date(Date.parse(iso) + gapMs + extraMs);

/** Gives a first receipt (its e-mail leaves at once), then `more`, and waits until those are gathered. */
async function mailedThenGathered(recipient: TestMember, givers: TestMember[], anonymous = false) {
  const first = (await giveReceipt(givers[0]!, recipient)).body;
  await waitForReceiptMail(first.id);
  const later = [];
  for (const giver of givers) later.push((await giveReceipt(giver, recipient, { anonymous })).body.id);
  await waitUntilMailedOrGathered(recipient, later);
  return { first: first.id, later };
}

// Local only: reads the e-mails the local mail transport writes, and runs the sender here under its role.
describeWith('readLocalMail')('receipt e-mails within the hour, gathered into one', () => {
  jest.setTimeout(120_000);
  let ada: TestMember;
  let bob: TestMember;

  beforeAll(async () => {
    [ada, bob] = await Promise.all([
      createVerifiedMember('Adelheid', 'Gathergiver'),
      createVerifiedMember('Bartholomew', 'Gathergiver'),
    ]);
  });

  it('sends the first at once and the rest once the hour has passed, as "2 new receipts", exactly once', async () => {
    const rhea = await createVerifiedMember('Rhea', 'Reader');
    const { first, later } = await mailedThenGathered(rhea, [ada, bob]);
    for (const id of later) expect(mailsForReceipt(id)).toEqual([]);
    const window = (await mailWindowOf(rhea))!;
    expect([...(window.pending ?? [])].sort()).toEqual([...later].sort());

    // Not a minute early, then twice at once (two overlapping runs): one e-mail.
    expect(await sendGatheredAt(rhea, afterGap(window.lastSentAt!, -60_000))).toBe('none');
    const at = afterGap(window.lastSentAt!);
    expect((await Promise.all([sendGatheredAt(rhea, at), sendGatheredAt(rhea, at)])).sort()).toEqual([
      'none',
      'sent',
    ]);
    const [gathered, ...more] = mailsForReceipt(later[0]!);
    expect(more).toEqual([]);
    expect(gathered!.headers.To).toBe(rhea.email);
    expect(gathered!.headers.Subject).toBe(format(messages.gatheredReceiptsEmailSubject, { count: '2' }));
    expect(gathered!.headers['X-Receipt-Id']!.split(', ').sort()).toEqual([...later].sort());
    expect(gathered!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(gathered!.text).toContain('/receipts-hub');
    expect(mailsForReceipt(first)).toHaveLength(1);

    // Later runs and a replayed stream record send nothing more.
    expect(await sendGatheredAt(rhea, afterGap(at.toISOString()))).toBe('none');
    pointHandlersAtTestStack();
    const { handler } = await import('../../functions/events/notify-recipient');
    const replayed = await handler({ Records: [await receiptStreamRecord(rhea, later[1]!)] });
    expect(replayed.batchItemFailures).toEqual([]);
    expect(mailsForReceipt(later[1]!)).toHaveLength(1);
    expect((await mailWindowOf(rhea))?.pending).toBeUndefined();
  });

  it('says only how many: no giver, named or not, and no text', async () => {
    const sam = await createVerifiedMember('Sam', 'Reader');
    const { later } = await mailedThenGathered(sam, [ada, bob], true);
    const named = (await giveReceipt(bob, sam, { receiptText: 'A named line that stays in the app' })).body
      .id;
    await waitUntilMailedOrGathered(sam, [named]);
    const window = (await mailWindowOf(sam))!;
    expect(await sendGatheredAt(sam, afterGap(window.lastSentAt!))).toBe('sent');
    const [mail] = mailsForReceipt(named);
    expect(mail!.headers.Subject).toBe(format(messages.gatheredReceiptsEmailSubject, { count: '3' }));
    expect(mailsForReceipt(later[0]!)).toEqual([mail]);
    for (const secret of [ada, bob].flatMap((g) => [
      g.firstName,
      g.lastName,
      g.username,
      g.email,
      g.userId,
    ])) {
      expect(mail!.raw).not.toContain(secret);
    }
    expect(mail!.raw).not.toContain('A named line');
  });

  it('reads nothing of a member whose window is empty: the take comes first', async () => {
    const quiet = await createVerifiedMember('Quentin', 'Quiet');
    pointHandlersAtTestStack();
    const requests = countRequests((await import('../../functions/store/platform/clients')).dynamo);
    expect(await sendGatheredAt(quiet, new Date())).toBe('none');
    // The window's read and its clearing; nothing of the member.
    expect(requests.byCommand()).toEqual({ GetItemCommand: 1, UpdateItemCommand: 1 });
  });

  it('drops what was gathered for a member who turned e-mails off meanwhile', async () => {
    const tom = await createVerifiedMember('Tom', 'Quiet');
    const { later } = await mailedThenGathered(tom, [ada]);
    await callApi('PUT', '/me/notification-settings', { token: tom.idToken, body: { email: false } });
    const window = (await mailWindowOf(tom))!;
    expect(await sendGatheredAt(tom, afterGap(window.lastSentAt!))).toBe('dropped');
    expect(mailsForReceipt(later[0]!)).toEqual([]);
    expect((await mailWindowOf(tom))?.pending).toBeUndefined();
  });

  it('gives the receipts back, due and in the index, when sending fails, even after another run cleared it', async () => {
    const val = await createVerifiedMember('Val', 'Reader');
    const { later } = await mailedThenGathered(val, [ada]);
    const at = afterGap((await mailWindowOf(val))!.lastSentAt!);
    // Run A takes them; run B, overlapping, finds nothing waiting and takes the window out of the index.
    const taken = (await takeGatheredAt(val, at))!;
    expect(taken.receiptIds).toEqual(later);
    expect(await takeGatheredAt(val, at)).toBeNull();
    expect(await isDueAt(val, afterGap(at.toISOString()))).toBe(false);
    // A's e-mail failed: the receipts wait again, due at once, where the next run looks.
    await taken.undo();
    expect([...((await mailWindowOf(val))?.pending ?? [])]).toEqual(later);
    expect(await isDueAt(val, at)).toBe(true);
    expect(await sendGatheredAt(val, at)).toBe('sent');
    expect(mailsForReceipt(later[0]!)).toHaveLength(1);
  });

  it("the schedule's run finds what is due in the index and sends it, under the function's role", async () => {
    const uma = await createVerifiedMember('Uma', 'Reader');
    const { later } = await mailedThenGathered(uma, [ada]);
    expect((await runGatheredMail()).failed).toBe(0);
    expect(mailsForReceipt(later[0]!)).toEqual([]);

    await backdateMailWindow(uma, limits.receiptMailGapMinutes);
    // The run covers every due window of the shared stack (and the stack's own timer may have sent Uma's
    // first): only Uma's e-mail is asserted.
    await runGatheredMail();
    const [mail] = mailsForReceipt(later[0]!);
    expect(mail!.headers.Subject).toBe(messages.receiptEmailSubject);
    expect(mail!.headers.To).toBe(uma.email);
  });
});
