import { randomUUID } from 'node:crypto';
import type { ExportPage } from '@contract/schemas/account';
import type { BlockedSender } from '@contract/schemas/blocks';
import type { PresignedPost } from '@contract/schemas/common';
import type { Contact } from '@contract/schemas/contacts';
import type {
  FeedbackRequest,
  FeedbackRequestForGiver,
  FeedbackRequestForMe,
} from '@contract/schemas/feedback-requests';
import type { GoalFollowUp } from '@contract/schemas/follow-ups';
import type { MyGoals } from '@contract/schemas/goals';
import type { NotificationSettings } from '@contract/schemas/notifications';
import type { Me, PersonalInfo } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import type { OpenReport } from '@contract/schemas/reports';
import type { PublicProfile, UserSearchResult, VisitorProfile } from '@contract/schemas/users';
import type { ApiRequest } from '../support/api';
import { settledDashboard } from '../support/dashboard';
import { backdateLinked } from '../support/follow-ups';
import { deliverHeldTo } from '../support/held-receipts';
import { everyPage, type ListPage } from '../support/list-pages';
import { waitForReceiptMail } from '../support/mail';
import { makeModerator } from '../support/moderators';
import { phoneJpeg } from '../support/photos';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { deleteAccount } from '../support/receipt-actions';
import {
  callRoute,
  oneClickUnsubscribeLink,
  recordRouteCalls,
  uncalledRoutes,
} from '../support/route-journey';
import { capabilities, describeWith } from '../support/stack';
import { uploadVoiceNote, uploadWithPresignedPost } from '../support/upload';
import { signIn, uniqueEmail, uniqueUsername } from '../support/users';

/**
 * Every route of the route table, called through the local gateway with a realistic request while each
 * function runs under the IAM policy CDK synthesizes for it: a grant missing in CDK answers 5xx here (and the
 * stack prints `✗ IAM: <function> may not <action> on <resource>`), as it would in AWS.
 */
describe('every route, in one journey, under its function’s IAM role', () => {
  // The stream consumers' work is awaited behind whatever else the shared stack is doing.
  jest.setTimeout(120_000);
  const calls = recordRouteCalls();
  let ada: TestMember; // gives
  let grace: TestMember; // receives
  let cal: TestMember; // a sender Grace blocks
  let mo: TestMember; // moderates
  let contact: Contact;
  const given = {} as Record<'named' | 'anonymous' | 'reported' | 'fromCal', Receipt>;
  /** Calls a route as `member` (see callRoute: it fails unless the route answered its success status). */
  const as =
    (member: TestMember) =>
    <T = unknown>(method: string, path: string, req: ApiRequest = {}) =>
      callRoute<T>(method, path, { token: member.idToken, ...req });

  beforeAll(async () => {
    // Sign-up claims each username (PUT /me/profile) and records the verified e-mail (POST /me/email-verification).
    [ada, grace, cal, mo] = await Promise.all([
      createVerifiedMember('Ada', 'Lovelace'),
      createVerifiedMember('Grace', 'Hopper'),
      createMember('Cal', 'Blocked'),
      createMember('Mo', 'Derator'),
    ]);
    mo = await makeModerator(mo);
  });

  it('answers the public routes: the API document, a free username, the contact form', async () => {
    await callRoute('GET', '/openapi.json');
    const free = uniqueUsername();
    const availability = await callRoute('GET', `/usernames/${free}/availability`);
    expect(availability.body).toEqual({ username: free, isAvailable: true });
    // From this process's address: the stack's other tests that count it use addresses of their own.
    const message = { name: 'Ada Lovelace', email: uniqueEmail(), message: 'Every route, once.' };
    expect((await callRoute('POST', '/contact-messages', { body: message })).body).toEqual({ sent: true });
  });

  it('sets up the recipient: profile, goals, sharing, social links, notifications and a photo', async () => {
    const profile = { shortBio: 'Counting kindness', publicCategories: { Work: true } };
    await as(grace)('PUT', '/me/profile', { body: profile });
    await as(grace)('PUT', '/me/goal-tags', { body: { selected: ['Journaling'] } });
    const sharing = { goals: true, receipts: true, bio: true, signedOutVisitors: true };
    await as(grace)('PUT', '/me/sharing-settings', { body: sharing });
    const links = { linkedin: 'https://www.linkedin.com/in/grace-hopper' };
    await as(grace)('PUT', '/me/social-links', { body: links });
    await as(grace)('PUT', '/me/notification-settings', { body: { email: true, digest: true } });

    const photo = await phoneJpeg(400, 300);
    const upload = { fileName: 'me.jpg', contentType: 'image/jpeg', size: photo.length };
    const post = await as(grace)<PresignedPost>('POST', '/me/photo-upload', { body: upload });
    const file = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
    expect(await uploadWithPresignedPost(post.body, file)).toBeLessThan(300);
    const set = await as(grace)<PersonalInfo>('PUT', '/me/photo', { body: { key: post.body.key } });
    expect(set.body.photoVariants.length).toBeGreaterThan(0);
  });

  it('keeps an address book and an inner circle', async () => {
    const added = await as(grace)<Contact>('POST', '/me/contacts', {
      body: { username: ada.username, name: 'Ada Lovelace' },
    });
    contact = added.body;
    await as(grace)('POST', '/me/inner-circle', { body: { contactId: contact.id } });
    const book = await as(grace)<ListPage<Contact>>('GET', '/me/contacts');
    expect(book.body.items.map((c) => c.userId)).toEqual([ada.userId]);
    expect((await as(grace)<ListPage<unknown>>('GET', '/me/inner-circle')).body.items).toHaveLength(1);
  });

  it('gives receipts: named and anonymous, each with a voice note, the anonymous one answering a request', async () => {
    const asked = await as(grace)<FeedbackRequest>('POST', '/me/feedback-requests', {
      body: { question: 'What should I keep doing?', recipients: [ada.userId] },
    });
    const request = await as(ada)<FeedbackRequestForGiver>(
      'GET',
      `/users/${grace.userId}/feedback-requests/${asked.body.id}`,
    );
    expect(request.body).toMatchObject({ askerName: 'Grace Hopper', question: 'What should I keep doing?' });
    const forAda = await as(ada)<ListPage<FeedbackRequestForMe>>('GET', '/me/feedback-requests-for-me');
    expect(forAda.body.items.map((r) => [r.id, r.askerUsername])).toEqual([[asked.body.id, grace.username]]);
    const resent = await as(grace)<FeedbackRequest>('POST', `/me/feedback-requests/${asked.body.id}/resend`, {
      body: {},
    });
    expect(resent.body.resentAt).toEqual(expect.any(String));
    const give = async (from: TestMember, fields: Record<string, unknown>) => {
      const body = { clientRequestId: randomUUID(), recipientId: grace.userId, ...fields };
      return (await as(from)<Receipt>('POST', '/receipts', { body })).body;
    };
    const [namedVoice, anonymousVoice] = [await uploadVoiceNote(ada), await uploadVoiceNote(ada)];
    given.named = await give(ada, {
      receiptText: 'You kept the meeting kind.',
      category: 'Work',
      goal: 'Journaling',
      voiceRecording: namedVoice,
      requestId: asked.body.id,
    });
    // The anonymous one does not answer the request: asked of one person, it would name its answerer
    // (anonymity-attacks/small-groups.test.ts); the named one does.
    given.anonymous = await give(ada, {
      anonymous: true,
      receiptText: `Quietly grateful ${randomUUID()}`,
      voiceRecording: anonymousVoice,
    });
    // Held for Grace's delivery: one taken back, the other delivered by the delivery function, under its role.
    const takenBack = await give(ada, { anonymous: true, receiptText: 'Taken back before it arrives' });
    await as(ada)('DELETE', `/receipts/${takenBack.id}`);
    expect(await deliverHeldTo(grace)).toEqual(['delivered']);
    const requests = await as(grace)<ListPage<FeedbackRequest>>('GET', '/me/feedback-requests');
    expect(
      requests.body.items.map((r) => [r.status, r.answers.map((a) => [a.receiptId, a.giverName])]),
    ).toEqual([['answered', [[given.named.id, given.named.senderName]]]]);
    given.reported = await give(ada, { receiptText: `Reported, then kept ${randomUUID()}` });
    given.fromCal = await give(cal, { receiptText: 'From someone Grace blocks', category: 'Play' });
    for (const who of [ada, grace]) await as(who)('GET', `/receipts/${given.named.id}/voice`);
  });

  it("counts the receipts on the recipient's dashboard (the dashboard consumer, under its role)", async () => {
    const { figures, expected, shown } = await settledDashboard(grace);
    expect(figures).toEqual(expected);
    expect(shown.balance.received).toBe(4);
    expect((await as(grace)<Me>('GET', '/me')).body.counters.received).toBe(4);
  });

  describeWith('readLocalMail')('the notifier, under its role', () => {
    it('wrote the receipt e-mail to the recipient', async () => {
      const mail = await waitForReceiptMail(given.named.id);
      expect(mail.headers.To).toBe(grace.email);
    });
  });

  it('lets the recipient open, hide, show, edit, thank for, mark, reflect on (and remove it) a receipt, see the goals page and journal and clear the badge', async () => {
    const id = given.named.id;
    const hub = await as(grace)<ListPage<Receipt>>('GET', '/receipts', { query: { box: 'received' } });
    expect(hub.body.items.map((r) => r.id)).toContain(id);
    await as(grace)('POST', `/receipts/${id}/opened`, { body: {} });
    await as(grace)('PUT', `/receipts/${id}/visibility`, { body: { hidden: true } });
    await as(grace)('PUT', `/receipts/${id}/visibility`, { body: { hidden: false } });
    const edited = await as(grace)<Receipt>('PATCH', `/receipts/${id}`, { body: { receiptText: 'Kind.' } });
    expect(edited.body.originalText).toBe('You kept the meeting kind.');
    const thanked = await as(grace)<Receipt>('PUT', `/receipts/${id}/thanks`, {
      body: { reaction: 'Made my day' },
    });
    expect(thanked.body.thanks?.reaction).toBe('Made my day');
    const marked = await as(grace)<Receipt>('PUT', `/receipts/${id}/marks`, { body: { marks: ['kind'] } });
    expect(marked.body.marks).toEqual(['kind']);
    expect((await as(ada)('GET', '/me/helpful-marks')).body).toEqual({ shown: false });
    await as(grace)('PUT', `/receipts/${id}/reflection`, { body: { text: 'Keep meetings kind' } });
    expect((await as(grace)<{ text: string }>('GET', `/receipts/${id}/reflection`)).body.text).toBe(
      'Keep meetings kind',
    );
    const journal = await as(grace)<ListPage<{ receipt: Receipt }>>('GET', '/me/journal');
    expect(journal.body.items.map((entry) => entry.receipt.id)).toEqual([id]);
    const byGoal = await as(grace)<ListPage<{ receipt: Receipt }>>('GET', '/me/journal', {
      query: { goal: 'Journaling' },
    });
    expect(byGoal.body.items.map((entry) => entry.receipt.id)).toEqual([id]);
    expect((await as(grace)('DELETE', `/receipts/${id}/reflection`)).body).toEqual({});
    const goals = await as(grace)<MyGoals>('GET', '/me/goals');
    expect(goals.body.goals.map((g) => [g.tag, g.total])).toEqual([['Journaling', 1]]);
    expect((await as(grace)('POST', '/me/receipts-seen', { body: {} })).body).toEqual({
      unread: 0,
    });
  });

  it('shows the recipient to other members and, opted in, to signed-out visitors', async () => {
    await as(ada)('GET', '/users');
    const found = await as(ada)<ListPage<UserSearchResult>>('GET', '/users/search', {
      query: { q: grace.username },
    });
    expect(found.body.items.map((u) => u.id)).toContain(grace.userId);
    await as(ada)('GET', `/users/by-username/${grace.username}/social-links`);
    await as(ada)('GET', `/users/${grace.userId}/public-profile`);
    await as(ada)('GET', `/users/by-username/${grace.username}/public-profile`);
    const work = await as(ada)<ListPage<Receipt>>('GET', `/users/${grace.userId}/public-receipts`, {
      query: { category: 'Work' },
    });
    expect(work.body.items.map((r) => r.id)).toEqual([given.named.id]);
    const visitor = await callRoute<VisitorProfile>('GET', `/visitors/profiles/${grace.username}`);
    expect(visitor.body.access).toBe('open');
  });

  it('blocks a sender and unblocks them', async () => {
    await as(grace)('POST', `/receipts/${given.fromCal.id}/block`, { body: {} });
    const blocks = await as(grace)<ListPage<BlockedSender>>('GET', '/me/blocks');
    expect(blocks.body.items.map((b) => b.anonymous)).toEqual([false]);
    await as(grace)('DELETE', `/me/blocks/${blocks.body.items[0]!.id}`);
  });

  it('holds a receipt sent past the harshness prompt for review, and lets it in', async () => {
    const settings = { goals: true, receipts: true, bio: true, holdFlagged: true };
    await as(grace)('PUT', '/me/sharing-settings', { body: settings });
    const body = {
      clientRequestId: randomUUID(),
      recipientId: grace.userId,
      receiptText: 'That was sh1t work, honestly',
      sendAnyway: true,
    };
    const flagged = (await as(ada)<Receipt>('POST', '/receipts', { body })).body;
    const held = await as(grace)<ListPage<Receipt>>('GET', '/me/held-for-review');
    expect(held.body.items.map((r) => r.id)).toEqual([flagged.id]);
    await as(grace)('POST', `/receipts/${flagged.id}/accept`, { body: {} });
  });

  it('reports two receipts; a moderator dismisses one report and removes the other receipt', async () => {
    await as(grace)('POST', `/receipts/${given.reported.id}/report`, { body: { reason: 'spam' } });
    const harassment = { reason: 'harassment' };
    await as(grace)('POST', `/receipts/${given.anonymous.id}/report`, { body: harassment });
    const open = (await everyPage<OpenReport>(mo, '/moderation/reports', { limit: '50' })).flat();
    const reportOf = (receipt: Receipt) => {
      const report = open.find((r) => r.receipt.receiptText === receipt.receiptText);
      if (!report) throw new Error(`no open report of "${receipt.receiptText}"`);
      return report.id;
    };
    await as(mo)('POST', `/moderation/reports/${reportOf(given.reported)}/dismiss`, { body: {} });
    await as(mo)('POST', `/moderation/reports/${reportOf(given.anonymous)}/remove`, { body: {} });
  });

  it("unsubscribes with the e-mail's links: one click for receipt e-mails, then the digest", async () => {
    // Only the local stack's e-mails can be read: elsewhere a link without a valid token is refused (400).
    const local = capabilities().readLocalMail;
    const link = await oneClickUnsubscribeLink(local ? given.named.id : undefined);
    const token = link.searchParams.get('token') ?? '';
    const ok = local ? [200] : [400];
    const form = { rawBody: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' };
    const oneClick = await callRoute<NotificationSettings>(
      'POST',
      link.pathname,
      { query: Object.fromEntries(link.searchParams), ...form },
      ok,
    );
    const digest = await callRoute<NotificationSettings>(
      'POST',
      '/notifications/unsubscribe',
      { body: { token, list: 'digest' } },
      ok,
    );
    if (local)
      expect([oneClick.body.email, digest.body]).toMatchObject([false, { email: false, digest: false }]);
  });

  it('asks the givers of a goal "Did I change?": one answers, one follow-up is declined', async () => {
    await as(grace)('PUT', '/me/goal-tags', { body: { selected: ['Journaling', 'Read More'] } });
    await as(ada)('POST', '/receipts', {
      body: {
        clientRequestId: randomUUID(),
        recipientId: grace.userId,
        receiptText: 'Reads',
        goal: 'Read More',
      },
    });
    for (const goal of ['Journaling', 'Read More']) await backdateLinked(grace, goal, 15);
    const [answered, declined] = [
      await as(grace)<GoalFollowUp>('POST', '/me/goal-follow-ups', { body: { goal: 'Journaling' } }),
      await as(grace)<GoalFollowUp>('POST', '/me/goal-follow-ups', { body: { goal: 'Read More' } }),
    ];
    const asked = await as(ada)<ListPage<{ id: string }>>('GET', '/me/follow-ups');
    expect(asked.body.items.map((f) => f.id).sort()).toEqual([answered.body.id, declined.body.id].sort());
    const answer = { change: 'yes', text: 'More every week' };
    await as(ada)('POST', `/me/follow-ups/${answered.body.id}/answer`, { body: answer });
    await as(ada)('POST', `/me/follow-ups/${declined.body.id}/decline`, { body: {} });
    const mine = await as(grace)<ListPage<GoalFollowUp>>('GET', '/me/goal-follow-ups');
    expect(mine.body.items.flatMap((f) => f.answers.map((a) => a.text))).toEqual([answer.text]);
    // Her wall's change line: switched on (the goal's guard read back), none yet with one answer (read by the
    // public profile's function: the guards, then the follow-ups).
    await as(grace)('PUT', '/me/goal-wall', { body: { goal: 'Journaling', shown: true } });
    const wall = await as(ada)<PublicProfile>('GET', `/users/${grace.userId}/public-profile`);
    expect(wall.body.goalChanges).toEqual([]);
  });

  it('exports the data, tidies the circle and deletes the accounts', async () => {
    // What settings reports on each visit: the member's sign-in methods, read from Cognito with their token.
    const { accessToken } = await signIn(grace.email, grace.password);
    const methods = await as(grace)<{ changed: boolean }>('POST', '/me/sign-in-methods', {
      body: { accessToken },
    });
    expect(methods.body).toEqual({ changed: false });
    const exported = (await as(grace)<ExportPage>('GET', '/me/export')).body;
    expect(exported.account?.me.profile.userId).toBe(grace.userId);
    expect(exported.receipts.find((r) => r.id === given.named.id)?.voiceUrl).toBeTruthy();
    await as(grace)('DELETE', `/me/inner-circle/${contact.id}`);
    await as(grace)('DELETE', `/me/contacts/${contact.id}`);
    // Each call answers 200, `inProgress` until the last one says `deleted`.
    for (const member of [grace, ada, cal, mo]) await deleteAccount(member);
  });

  it('called every route of the route table', () => {
    const missing = uncalledRoutes(calls);
    if (missing.length)
      throw new Error(
        `No step of this journey calls ${missing.join(', ')}: add a realistic request for each (a new route ` +
          'needs one here, so that its function is seen to work under its IAM role)',
      );
  });

  it('had no call answered 5xx, its own or its helpers’ (a refused AWS call is one: look for ✗ IAM)', () => {
    expect(calls.filter((call) => call.status >= 500)).toEqual([]);
  });
});
