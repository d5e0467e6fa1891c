import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Contact } from '@contract/schemas/contacts';
import type { NotificationSettings } from '@contract/schemas/notifications';
import type { DigestJob } from '../../functions/digest/digest-job';
import { isoWeek } from '../../functions/domain/iso-week';
import type { DigestDelivery } from '../../infra/local/digest-runner';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith, edgeHeaders, testStack } from '../support/stack';
import { uniqueUsername } from '../support/users';

/** The planner, the sender and the helpers, loaded once the store points at the test stack. */
const load = async () => ({
  ...(await import('../../functions/digest/plan-digests')),
  ...(await import('../../functions/store/mail/digest-markers')),
  ...(await import('../../infra/local/digest-runner')),
  ...(await import('../support/digests')),
  sendDigests: (await import('../../functions/events/digest-sender')).handler,
});
let run: Awaited<ReturnType<typeof load>>;

const setDigest = (member: TestMember, digest: boolean) =>
  callApi<NotificationSettings>('PUT', '/me/notification-settings', {
    token: member.idToken,
    body: { digest },
  });

/** A week of its own per test (the table is shared, and a finished week plans nothing again). */
const weekStarting = (year: number, month: number) => new Date(Date.UTC(year, month, 1, 8));

/** A sender job whose window holds the receipts just given (content tests call the sender directly). */
/** A digest of the hour around now; `until` later to take in an anonymous receipt's delivery time too. */
const jobNow = (member: TestMember, label: string, until = Date.now() + 3_600_000): DigestJob => ({
  userId: member.userId,
  isoWeek: label,
  since: new Date(Date.now() - 3_600_000).toISOString(),
  until: new Date(until).toISOString(),
});

// Local-only: runs the planner and sender in-process and reads the e-mails the local transport writes.
describeWith('readLocalMail')('weekly digest', () => {
  beforeAll(async () => {
    pointHandlersAtTestStack();
    process.env.SITE_URL = 'http://127.0.0.1:5173';
    process.env.API_URL = testStack().apiUrl;
    run = await load();
  });

  it('sends opted-in verified members exactly once, and nothing to the opted-out or unverified', async () => {
    const [on, off, unverified] = await Promise.all([
      createVerifiedMember('Olive', 'On'),
      createVerifiedMember('Otto', 'Off'),
      createMember('Una', 'Unverified'),
    ]);
    expect((await setDigest(on, true)).body).toMatchObject({ digest: true, digestOffered: true });
    await setDigest(off, true);
    expect((await setDigest(off, false)).body).toMatchObject({ digest: false });
    expect((await setDigest(unverified, true)).status).toBe(200);

    const at = weekStarting(2031, 0);
    const first = await run.runDigestsLocally(at);
    // A retried planner (the schedule's retry after a timeout) queues nothing more for a finished week.
    const again = await run.runDigestsLocally(at);
    expect(again.delivered).toHaveLength(0);
    expect(first.deadLetters).toHaveLength(0);

    const mails = run.digestMailsOf(isoWeek(at));
    expect(mails.get(on.email)).toHaveLength(1);
    expect(mails.get(off.email)).toBeUndefined();
    expect(mails.get(unverified.email)).toBeUndefined();
    expect(first.delivered.map((d) => d.job.userId)).not.toContain(off.userId);
  });

  it('a redelivered message, even in the same batch, and a re-planned week send once', async () => {
    const member = await createVerifiedMember('Rita', 'Redelivered');
    await setDigest(member, true);
    const job = jobNow(member, '2031-W20');
    const copies: DigestDelivery[] = [1, 2, 3].map((n) => ({ messageId: `copy-${n}`, job, receiveCount: 1 }));
    expect(await run.deliverDigests(copies)).toEqual([]);
    expect((await run.sendDigests(run.deliveryOf(job))).batchItemFailures).toEqual([]);
    expect(run.digestMailsOf('2031-W20').get(member.email)).toHaveLength(1);
  });

  it('a failed send gives its claim back, so the queue retry sends it once', async () => {
    const member = await createVerifiedMember('Fay', 'Failed');
    await setDigest(member, true);
    const job = jobNow(member, '2031-W21');
    const mailDir = process.env.MAIL_DIR;
    // The local transport cannot write under a file: a real send failure.
    const notADir = join(mkdtempSync(join(tmpdir(), 'digest-')), 'file');
    writeFileSync(notADir, '');
    process.env.MAIL_DIR = join(notADir, 'mail');
    try {
      const failed = await run.sendDigests(run.deliveryOf(job, 'first-try'));
      expect(failed.batchItemFailures).toEqual([{ itemIdentifier: 'first-try' }]);
    } finally {
      process.env.MAIL_DIR = mailDir;
    }
    expect((await run.sendDigests(run.deliveryOf(job, 'retry'))).batchItemFailures).toEqual([]);
    expect((await run.sendDigests(run.deliveryOf(job, 'redelivered'))).batchItemFailures).toEqual([]);
    expect(run.digestMailsOf('2031-W21').get(member.email)).toHaveLength(1);
  });

  it('never sends again a digest whose send outcome is unknown (claimed, never marked sent)', async () => {
    const member = await createVerifiedMember('Cora', 'Crashed');
    await setDigest(member, true);
    const job = jobNow(member, '2031-W22');
    // As a sender that crashed after handing the e-mail to SES leaves it.
    expect(await run.claimDigest(member.userId, job.isoWeek, new Date())).toBe(true);
    expect((await run.sendDigests(run.deliveryOf(job))).batchItemFailures).toEqual([]);
    expect(run.digestMailsOf('2031-W22').get(member.email)).toBeUndefined();
  });

  it('counts the week by category, highlights an anonymous receipt without naming its sender, nudges the circle', async () => {
    const [reader, giver, friend] = await Promise.all([
      createVerifiedMember('Rhea', 'Reader'),
      createVerifiedMember('Gideon', 'Hiddenname'),
      createVerifiedMember('Fern', 'Friend'),
    ]);
    await setDigest(reader, true);
    await giveReceipt(giver, reader, { category: 'Work' });
    const anonymous = await giveReceipt(giver, reader, {
      category: 'Work',
      anonymous: true,
      intent: 'Growth',
    });
    const contact = await callApi<Contact>('POST', '/me/contacts', {
      token: reader.idToken,
      body: { username: friend.username, name: 'Fern Friend' },
    });
    await callApi('POST', '/me/inner-circle', {
      token: reader.idToken,
      body: { contactId: contact.body.id },
    });

    // The anonymous receipt arrived at its delivery time: the week's digest is sent after it.
    const afterDelivery = Date.parse(anonymous.body.createdAt) + 60_000;
    await run.sendDigests(run.deliveryOf(jobNow(reader, '2031-W23', afterDelivery)));
    const [mail] = run.digestMailsOf('2031-W23').get(reader.email) ?? [];
    expect(mail?.text).toContain('You received 2 receipts this week: Work 2.');
    expect(mail?.text).toContain('Highlight: Someone gave you a receipt about Work (Growth).');
    expect(mail?.text).toContain(`- Fern Friend: http://127.0.0.1:5173/receipt?to=${friend.username}`);
    for (const trace of ['Gideon', 'Hiddenname', giver.username, giver.userId])
      expect(mail?.raw).not.toContain(trace);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it("the digest's one-click unsubscribe turns the digest off and leaves receipt e-mails on", async () => {
    const member = await createVerifiedMember('Una', 'Subscribe');
    await setDigest(member, true);
    await run.sendDigests(run.deliveryOf(jobNow(member, '2031-W24')));
    const [mail] = run.digestMailsOf('2031-W24').get(member.email) ?? [];
    const url = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url).toContain('list=digest');
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...edgeHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: true, digest: false, digestOffered: true });
    const planned = await run.runDigestsLocally(weekStarting(2031, 6));
    expect(planned.delivered.map((d) => d.job.userId)).not.toContain(member.userId);
  });

  it('plans its opted-in members page by page, resumes a failed planner, and mails each exactly once', async () => {
    // The local transport announces each e-mail on the console.
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // Pages of 50 here, so that 200 members are four pages, as 2,000 are with the deployed page size (the
    // bench plans thousands): what is checked is the resumption across pages, not the size.
    const pageSize = 50;
    const members = await run.seedDigestSubscribers(200, `bulk-${uniqueUsername()}`);
    const at = weekStarting(2031, 9);
    const queued: DigestDelivery[] = [];
    let calls = 0;
    // The first planner attempt dies after its second page was queued (e.g. a timeout).
    await expect(
      run.planDigests(
        at,
        async (jobs) => {
          if (++calls === 3) throw new Error('planner timed out');
          queued.push(...jobs.map((job) => ({ messageId: `a-${job.userId}`, job, receiveCount: 1 })));
        },
        pageSize,
      ),
    ).rejects.toThrow('planner timed out');
    const retried = await run.runDigestsLocally(at);
    expect(retried.done).toBe(true);
    // The first attempt's messages arrive too, some of them twice.
    expect(calls).toBe(3);
    expect(await run.deliverDigests([...queued, ...queued.slice(0, 20)])).toEqual([]);

    const mails = run.digestMailsOf(isoWeek(at));
    const counts = members.map(({ email }) => mails.get(email)?.length ?? 0);
    expect(counts.filter((n) => n !== 1)).toEqual([]);
    quiet.mockRestore();
    // What it checks is that each is mailed once, not how fast: the bench times the digest.
  }, 300_000);
});
