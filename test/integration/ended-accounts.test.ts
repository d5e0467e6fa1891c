import { randomUUID } from 'node:crypto';
import * as messages from '@contract/messages';
import { type RouteId, type Routes, routes } from '@contract/routes';
import type { Contact } from '@contract/schemas/contacts';
import { disableMember, enableMember } from '../support/account-status';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { deleteAccount } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { partitionSnapshot, usernamePartition, userPartition } from '../support/table';

/** What the requests below name: the ended member's own things and a friend's. */
interface Fixture {
  member: TestMember;
  friend: TestMember;
  contactId: string;
  receivedId: string;
  sentId: string;
  /** The friend's open feedback request. */
  friendRequestId: string;
}

type ProtectedRouteId = { [K in RouteId]: Routes[K]['auth'] extends 'user' ? K : never }[RouteId];
interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

/**
 * A request each authenticated route would carry out for a live member (the type makes a new route add
 * its own): refused, it is refused by the account check, not by a missing profile or a bad body.
 */
const requests: Record<ProtectedRouteId, (f: Fixture) => Request> = {
  getMe: () => ({}),
  getDashboard: () => ({}),
  getMyGoals: () => ({}),
  putProfile: (f) => ({ body: { username: f.member.username, firstName: 'Ghost', lastName: 'Tab' } }),
  putGoalTags: () => ({ body: { selected: [] } }),
  putSharingSettings: () => ({ body: { goals: true, receipts: true, bio: true } }),
  putSocialLinks: () => ({ body: { instagram: 'ghost' } }),
  putNotificationSettings: () => ({ body: { email: false } }),
  markReceiptsSeen: () => ({ body: {} }),
  recordEmailVerification: () => ({ body: {} }),
  createPhotoUpload: () => ({ body: { fileName: 'me.png', contentType: 'image/png', size: 100 } }),
  setPhoto: () => ({ body: { key: 'pending/ghost' } }),
  listContacts: () => ({}),
  addContact: (f) => ({ body: { username: `x${f.friend.username}`.slice(0, 20), name: 'Ghost friend' } }),
  deleteContact: (f) => ({ params: { contactId: f.contactId } }),
  listInnerCircle: () => ({}),
  addInnerCircleMember: (f) => ({ body: { contactId: f.contactId } }),
  removeInnerCircleMember: (f) => ({ params: { contactId: f.contactId } }),
  listUsers: () => ({}),
  searchUsers: (f) => ({ query: { q: f.friend.username.slice(0, 5) } }),
  getSocialLinksByUsername: (f) => ({ params: { username: f.friend.username } }),
  getPublicProfile: (f) => ({ params: { userId: f.friend.userId } }),
  listPublicReceipts: (f) => ({ params: { userId: f.friend.userId } }),
  getPublicProfileByUsername: (f) => ({ params: { username: f.friend.username } }),
  createReceipt: (f) => ({
    body: { clientRequestId: randomUUID(), recipientId: f.friend.userId, receiptText: 'From beyond' },
  }),
  listReceipts: () => ({ query: { box: 'all' } }),
  editReceipt: (f) => ({ params: { receiptId: f.sentId }, body: { receiptText: 'Edited after the end' } }),
  takeBackReceipt: (f) => ({ params: { receiptId: f.sentId } }),
  listHeldForReview: () => ({ query: { limit: '10' } }),
  acceptHeldReceipt: (f) => ({ params: { receiptId: f.receivedId }, body: {} }),
  markReceiptOpened: (f) => ({ params: { receiptId: f.receivedId }, body: {} }),
  thankForReceipt: (f) => ({ params: { receiptId: f.receivedId }, body: { reaction: 'Thank you' } }),
  markReceiptHelpful: (f) => ({ params: { receiptId: f.receivedId }, body: { marks: ['kind'] } }),
  getHelpfulTotals: () => ({}),
  putReflection: (f) => ({ params: { receiptId: f.receivedId }, body: { text: 'Try again' } }),
  getReflection: (f) => ({ params: { receiptId: f.receivedId } }),
  deleteReflection: (f) => ({ params: { receiptId: f.receivedId } }),
  listJournal: () => ({}),
  createFeedbackRequest: () => ({ body: { question: 'What should I keep doing?' } }),
  listFeedbackRequests: () => ({}),
  listFeedbackRequestsForMe: () => ({}),
  resendFeedbackRequest: (f) => ({ params: { requestId: f.friendRequestId }, body: {} }),
  askFollowUp: () => ({ body: { goal: 'Public Speaking' } }),
  setGoalOnWall: () => ({ body: { goal: 'Public Speaking', shown: true } }),
  listGoalFollowUps: () => ({}),
  listFollowUpsToAnswer: () => ({}),
  answerFollowUp: (f) => ({ params: { followUpId: f.friendRequestId }, body: { change: 'no', text: 'No' } }),
  declineFollowUp: (f) => ({ params: { followUpId: f.friendRequestId }, body: {} }),
  getFeedbackRequest: (f) => ({ params: { userId: f.friend.userId, requestId: f.friendRequestId } }),
  setReceiptVisibility: (f) => ({ params: { receiptId: f.receivedId }, body: { hidden: true } }),
  blockSender: (f) => ({ params: { receiptId: f.receivedId }, body: {} }),
  reportReceipt: (f) => ({ params: { receiptId: f.receivedId }, body: { reason: 'spam' } }),
  listOpenReports: () => ({}),
  dismissReport: () => ({ params: { reportId: randomUUID() }, body: {} }),
  removeReportedReceipt: () => ({ params: { reportId: randomUUID() }, body: {} }),
  listBlocks: () => ({}),
  unblock: () => ({ params: { blockId: randomUUID() } }),
  createVoiceUpload: () => ({ body: { contentType: 'audio/webm', size: 100 } }),
  exportMyData: () => ({}),
  deleteAccount: (f) => ({ body: { confirmUsername: f.member.username } }),
  recordSignInMethods: () => ({ body: { accessToken: 'not-a-token' } }),
  getVoiceUrl: (f) => ({ params: { receiptId: f.receivedId } }),
};

const protectedRoutes = (Object.keys(requests) as ProtectedRouteId[]).map((id) => [id, routes[id]] as const);

const pathOf = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A member with a contact and a receipt each way, and the friend on the other side (with an open feedback request). */
async function livedIn(): Promise<Fixture> {
  const [member, friend] = await Promise.all([
    createMember('Ended', 'Member'),
    createMember('Their', 'Friend'),
  ]);
  const contact = await callApi<Contact>('POST', '/me/contacts', {
    token: member.idToken,
    body: { username: friend.username, name: 'Friend' },
  });
  const [received, sent, asked] = await Promise.all([
    giveReceipt(friend, member),
    giveReceipt(member, friend),
    callApi<{ id: string }>('POST', '/me/feedback-requests', {
      token: friend.idToken,
      body: { question: 'What should I keep doing?' },
    }),
  ]);
  return {
    member,
    friend,
    contactId: contact.body.id,
    receivedId: received.body.id,
    sentId: sent.body.id,
    friendRequestId: asked.body.id,
  };
}

/** The ended member's partition, their username's and the friend's: nothing a refused request may touch. */
const watched = (f: Fixture) => [
  userPartition(f.member.userId),
  usernamePartition(f.member.username),
  userPartition(f.friend.userId),
];

const ends = {
  deleted: {
    message: messages.accountNoLongerExists,
    // A deletion that runs out of its time budget (or a busy machine's deadline) is asked again, as the site does.
    end: (f: Fixture) => deleteAccount(f.member),
  },
  disabled: {
    message: messages.accountDisabled,
    end: async (f: Fixture) => expect(await disableMember(f.member.userId)).toBe(true),
  },
};

describe.each(Object.entries(ends))('a %s account', (kind, { message, end }) => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await livedIn();
    // Alive, the token is good: what follows is the end's doing.
    expect((await callApi('GET', '/me', { token: fixture.member.idToken })).status).toBe(200);
    await end(fixture);
  }, 60_000);

  it('covers every authenticated route of the route table', () => {
    const all = Object.entries(routes).filter(([, r]) => r.auth === 'user');
    expect(protectedRoutes.map(([id]) => id).sort()).toEqual(all.map(([id]) => id).sort());
  });

  it.each(protectedRoutes)(
    `%s answers 401 to a token issued before, and changes nothing`,
    async (id, route) => {
      const before = await partitionSnapshot(watched(fixture));
      const { params, query, body } = requests[id](fixture);
      const res = await callApi(route.method, pathOf(route.path, params), {
        token: fixture.member.idToken,
        ...(query ? { query } : {}),
        ...(body ? { body } : {}),
      });
      expect({ id, kind, status: res.status, message: errorMessage(res) }).toEqual({
        id,
        kind,
        status: 401,
        message,
      });
      expect(await partitionSnapshot(watched(fixture))).toEqual(before);
    },
  );

  it('gets no receipt: a send to it is refused as to no one, and nothing reaches its hub', async () => {
    const before = await partitionSnapshot([userPartition(fixture.member.userId)]);
    const res = await giveReceipt(fixture.friend, fixture.member);
    expect({ status: res.status, message: errorMessage(res) }).toEqual({
      status: 404,
      message: messages.userNotFound,
    });
    expect(await partitionSnapshot([userPartition(fixture.member.userId)])).toEqual(before);
  });

  if (kind === 'disabled') {
    it('is let back in once enabled again', async () => {
      await enableMember(fixture.member.userId);
      const res = await callApi('GET', '/me', { token: fixture.member.idToken });
      expect(res.status).toBe(200);
    });
  }
});
