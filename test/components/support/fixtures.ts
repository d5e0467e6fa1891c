import { categories } from '@contract/enums';
import { receiptTagsCopyOf } from '@contract/receipt-fields';
import type { ResponseOf } from '@contract/routes';
import type { Recipient } from '@/features/give-receipt/api/recipients';
import type { ParsedBodyOf } from './api';
import { type Member, member } from './session';

type Me = ResponseOf<'getMe'>;
const createdAt = '2026-01-05T09:00:00.000Z';

/** `GET /me` for a member who has just set up a profile: nothing sent or received yet. */
export function meOf(who: Member = member, username = 'grace_hopper'): Me {
  return {
    profile: {
      userId: who.userId,
      username,
      email: who.email,
      fullName: `${who.firstName} ${who.lastName}`,
      firstName: who.firstName,
      lastName: who.lastName,
      phone: '',
      shortBio: '',
      photoURL: null,
      photoVariants: [],
      socialLinks: {},
      verificationStatus: { email: who.emailVerified ?? true, phone: false },
      publicCategories: Object.fromEntries(
        categories.map((c) => [c, true]),
      ) as Me['profile']['publicCategories'],
      createdAt,
      updatedAt: createdAt,
    },
    goalTags: { selected: [], categorized: {}, updatedAt: null },
    sharingSettings: {
      goals: true,
      receipts: true,
      bio: true,
      signedOutVisitors: false,
      anonymousReceipts: 'anyone',
      deliveryHour: 9,
      timeZone: 'Europe/London',
      holdFlagged: false,
    },
    counters: {
      received: 0,
      sent: 0,
      receivedByCategory: {},
      receivedByIntent: {},
      sentByCategory: {},
      innerCircle: 0,
      thanksReceived: 0,
    },
    notifications: { email: true, digest: false, digestOffered: false },
    unreadReceipts: 0,
  };
}

/** Someone to give a receipt to. */
export const recipient: Recipient = {
  id: '5d2a9e41-7b3c-4f60-8e1d-9c4b2a7f3e15',
  name: 'Rosalind Franklin',
  username: 'rosalind_franklin',
  initial: 'R',
};

/** What `GET /users/{userId}/public-profile` says of `who`: goals shared, anonymous receipts taken. */
export function publicProfileOf(who: Recipient = recipient): ResponseOf<'getPublicProfile'> {
  const { profile, sharingSettings } = meOf(
    { userId: who.id, email: '', firstName: who.name, lastName: '' },
    who.username,
  );
  return {
    profile: { ...profile, fullName: who.name, shortBio: null, emailVerified: true },
    sharingSettings,
    goalTags: {},
    counters: { received: 0, sent: 0 },
    categoryCounts: {},
    receipts: [],
    goalChanges: [],
    takesAnonymousFromYou: true,
  };
}

/** The receipt `POST /receipts` stores from `body`, as its sender sees it. */
export function receiptFrom(
  body: ParsedBodyOf<'createReceipt'>,
  to: Recipient = recipient,
): ResponseOf<'createReceipt'> {
  const at = new Date().toISOString();
  return {
    ...body,
    id: `01JRECEIPT${body.clientRequestId.slice(0, 8).toUpperCase()}`,
    senderId: member.userId,
    senderName: `${member.firstName} ${member.lastName}`,
    recipientName: to.name,
    recipientUsername: to.username,
    tags: body[receiptTagsCopyOf],
    createdAt: at,
    updatedAt: at,
    type: 'sent',
  };
}

/** A page of a list with nothing in it. */
export const emptyPage = { items: [], cursor: null };

/** `who` as `GET /users/search` finds them. */
export const searchResultOf = (who: Recipient = recipient): ResponseOf<'searchUsers'>['items'][number] => ({
  id: who.id,
  username: who.username,
  fullName: who.name,
  photoURL: null,
  photoVariants: [],
  emailVerified: true,
  socialLinks: {},
});

/** `GET /me/dashboard` for a member who received `received` receipts and gave `given`, all in this week. */
export function dashboardOf(received: number, given = 0): ResponseOf<'getDashboard'> {
  const flow = (total: number) => ({
    total,
    byCategory: { Work: total, Health: 0, Play: 0, Relationships: 0, Other: 0 },
  });
  const period = (start: string, now: boolean) => ({
    period: start,
    start,
    received: flow(now ? received : 0),
    given: flow(now ? given : 0),
  });
  const days = { 'Good Day': 0, 'Mixed Day': 0, 'Hard Day': 0 };
  return {
    asOf: '2026-03-04T12:00:00.000Z',
    isNew: received + given === 0,
    weeks: [period('2026-02-23', false), period('2026-03-02', true)],
    months: [period('2026-02-01', false), period('2026-03-01', true)],
    noticed: { recentFrom: '2026-02-04', previousFrom: '2026-01-04', intents: [], tags: [] },
    dayContexts: { received: days, given: days },
    balance: { received, given },
    rhythm: { givenStreakWeeks: given ? 1 : 0, givenThisWeek: given > 0 },
    innerCircle: [],
    reflections: 0,
    requestsAnswered: 0,
    followUpsAnswered: 0,
  };
}
