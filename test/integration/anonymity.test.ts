import { randomUUID } from 'node:crypto';
import { type RouteId, routeIds, routes } from '@contract/routes';
import type { PresignedPost } from '@contract/schemas/common';
import type { MyGoals } from '@contract/schemas/goals';
import type { Receipt } from '@contract/schemas/receipts';
import type { OpenReport } from '@contract/schemas/reports';
import { ulid } from 'ulid';
import { callApi } from '../support/api';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { apiAddress, edgeHeaders, testStack } from '../support/stack';
import { uploadWithPresignedPost } from '../support/upload';
import { uniqueSuffix, uniqueUsername } from '../support/users';

/** What a viewer (the recipient or a third user) may know or look up, and the receipt to probe. */
interface Scene {
  viewer: TestMember;
  other: TestMember;
  /** Anyone can find the sender in the directory; what must not happen is linking them to the receipt. */
  senderId: string;
  senderUsername: string;
  receiptId: string;
  /** The viewer's feedback request the anonymous receipt answers (the recipient's; another's for a third user). */
  requestId: string;
}

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One or more realistic calls per route, as the viewer would make them. Typed over every route id: a route
 * added to the contract does not compile until it has samples here, and the test then probes it.
 */
const samples: { [Id in RouteId]: (s: Scene) => Sample[] } = {
  checkUsername: (s) => [{ params: { username: s.senderUsername } }],
  // Refused (400) before the per-address limit: the stack's other tests share this address's hourly count.
  sendContactMessage: () => [{ body: { name: 'Probe', email: 'not-an-address', message: 'Probing' } }],
  getMe: () => [{}],
  getMyGoals: () => [{}],
  putProfile: () => [{ body: { shortBio: 'Probing' } }],
  // Keeps the goal the receipt is linked to (the goals page then lists the receipt).
  putGoalTags: () => [{ body: { selected: ['Public Speaking'] } }],
  putSharingSettings: () => [{ body: { goals: true, receipts: true, bio: true } }],
  putSocialLinks: () => [{ body: { instagram: 'https://instagram.com/probe' } }],
  recordEmailVerification: () => [{ body: {} }],
  createPhotoUpload: () => [{ body: { fileName: 'me.png', contentType: 'image/png', size: 10 } }],
  setPhoto: () => [{ body: { key: `pending/${randomUUID()}` } }],
  listContacts: () => [{ query: { limit: '50' } }],
  addContact: () => [{ body: { username: uniqueUsername(), name: 'A Friend' } }],
  deleteContact: () => [{ params: { contactId: ulid() } }],
  listInnerCircle: () => [{}],
  addInnerCircleMember: () => [{ body: { contactId: ulid() } }],
  removeInnerCircleMember: () => [{ params: { contactId: ulid() } }],
  listUsers: () => [{ query: { limit: '50' } }],
  searchUsers: (s) => [{ query: { q: s.senderUsername } }, { query: { q: s.other.username } }],
  getSocialLinksByUsername: (s) => [{ params: { username: s.senderUsername } }],
  getPublicProfile: (s) => [
    { params: { userId: s.senderId } },
    { params: { userId: s.viewer.userId } },
    { params: { userId: s.other.userId } },
  ],
  listPublicReceipts: (s): Sample[] => [
    { params: { userId: s.viewer.userId }, query: { category: 'Work' } },
    { params: { userId: s.other.userId }, query: { category: 'Work', limit: '1' } },
    { params: { userId: s.senderId }, query: { category: 'Work' } },
  ],
  createReceipt: (s) => [
    { body: { clientRequestId: randomUUID(), recipientId: s.other.userId, receiptText: 'Probe' } },
  ],
  listReceipts: (): Sample[] => [
    { query: { box: 'all', limit: '50' } },
    { query: { box: 'received', limit: '1' } },
    { query: { box: 'received', category: 'Work' } },
    { query: { box: 'all', q: 'anonymous' } },
  ],
  editReceipt: (s) => [{ params: { receiptId: s.receiptId }, body: { receiptText: 'Edited by me' } }],
  takeBackReceipt: (s) => [{ params: { receiptId: s.receiptId } }],
  listHeldForReview: (): Sample[] => [{ query: { limit: '50' } }],
  acceptHeldReceipt: (s) => [{ params: { receiptId: s.receiptId }, body: {} }],
  createVoiceUpload: () => [{ body: { contentType: 'audio/webm', size: 10 } }],
  getVoiceUrl: (s) => [{ params: { receiptId: s.receiptId } }],
  setReceiptVisibility: (s) => [
    { params: { receiptId: s.receiptId }, body: { hidden: true } },
    { params: { receiptId: s.receiptId }, body: { hidden: false } },
  ],
  // Blocking answers the same whoever asks about whichever receipt; unblocking an unknown block is a 404.
  blockSender: (s) => [{ params: { receiptId: s.receiptId }, body: {} }],
  listBlocks: () => [{ query: { limit: '50' } }],
  // Reporting withholds the receipt from the reporter: probed near the end. A viewer is no moderator (403).
  reportReceipt: (s) => [{ params: { receiptId: s.receiptId }, body: { reason: 'other', text: 'Probe' } }],
  listOpenReports: () => [{ query: { limit: '50' } }],
  dismissReport: () => [{ params: { reportId: ulid() }, body: {} }],
  removeReportedReceipt: () => [{ params: { reportId: ulid() }, body: {} }],
  unblock: () => [{ params: { blockId: ulid() } }],
  markReceiptOpened: (s) => [{ params: { receiptId: s.receiptId }, body: {} }],
  thankForReceipt: (s) => [
    { params: { receiptId: s.receiptId }, body: { reaction: 'Thank you', line: 'Thanks!' } },
  ],
  markReceiptHelpful: (s) => [{ params: { receiptId: s.receiptId }, body: { marks: ['specific', 'kind'] } }],
  getHelpfulTotals: (): Sample[] => [{}],
  putReflection: (s) => [{ params: { receiptId: s.receiptId }, body: { text: 'Try listening longer' } }],
  getReflection: (s) => [{ params: { receiptId: s.receiptId } }],
  deleteReflection: (s) => [{ params: { receiptId: s.receiptId } }],
  listJournal: (): Sample[] => [
    { query: { limit: '50' } },
    { query: { category: 'Work' } },
    { query: { goal: 'Public Speaking', limit: '1' } },
  ],
  createFeedbackRequest: () => [{ body: { question: 'What should I keep doing?' } }],
  listFeedbackRequests: (): Sample[] => [{ query: { limit: '50' } }],
  listFeedbackRequestsForMe: (): Sample[] => [{ query: { limit: '50' } }],
  resendFeedbackRequest: (s) => [{ params: { requestId: s.requestId }, body: {} }],
  getFeedbackRequest: (s) => [
    { params: { userId: s.viewer.userId, requestId: s.requestId } },
    { params: { userId: s.other.userId, requestId: s.requestId } },
  ],
  askFollowUp: (): Sample[] => [{ body: { goal: 'Public Speaking' } }],
  setGoalOnWall: (): Sample[] => [{ body: { goal: 'Public Speaking', shown: true } }],
  listGoalFollowUps: (): Sample[] => [{ query: { limit: '50' } }],
  listFollowUpsToAnswer: (): Sample[] => [{}],
  answerFollowUp: (s) => [
    { params: { followUpId: s.requestId }, body: { change: 'yes', text: 'Yes, a lot' } },
  ],
  declineFollowUp: (s) => [{ params: { followUpId: s.requestId }, body: {} }],
  putNotificationSettings: () => [{ body: { email: true } }],
  markReceiptsSeen: () => [{ body: {} }],
  unsubscribe: (s) => [{ body: { token: `${s.viewer.userId}.not-a-key` } }],
  oneClickUnsubscribe: (s) => [
    { query: { token: `${s.viewer.userId}.not-a-key` }, body: { 'List-Unsubscribe': 'One-Click' } },
  ],
  getPublicProfileByUsername: (s) => [
    { params: { username: s.senderUsername } },
    { params: { username: s.viewer.username } },
  ],
  getVisitorProfile: (s) => [
    { params: { username: s.senderUsername } },
    { params: { username: s.viewer.username } },
  ],
  getApiDocument: () => [{}],
  getDashboard: () => [{}],
  exportMyData: () => [{}],
  // A wrong confirmation: the probe must not delete the viewer.
  deleteAccount: () => [{ body: { confirmUsername: 'not-my-name' } }],
  recordSignInMethods: () => [{ body: { accessToken: 'not-a-token' } }],
};

interface Seen {
  status: number;
  /** Everything the caller can read: status line, headers, body, and any media URL's answer. */
  text: string;
  body: unknown;
}

/** Fetches a URL and returns what its reader sees: status, every header, and the body as text. */
async function read(url: string, init: RequestInit = {}): Promise<Seen & { raw: string }> {
  const res = await fetch(url, init);
  const raw = await res.text();
  const headers = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    // Not JSON.
  }
  return { status: res.status, text: `${res.status}\n${headers}\n\n${raw}`, body, raw };
}

async function call(id: RouteId, viewer: TestMember, sample: Sample): Promise<Seen> {
  const route = routes[id];
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(sample.params?.[name] ?? ''),
  );
  const url = apiAddress(path);
  for (const [k, v] of Object.entries(sample.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...edgeHeaders(), authorization: `Bearer ${viewer.idToken}` };
  const form = 'bodyEncoding' in route && route.bodyEncoding === 'form';
  if (sample.body !== undefined)
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const seen = await read(url.toString(), {
    method: route.method,
    headers,
    body:
      sample.body === undefined
        ? undefined
        : form
          ? new URLSearchParams(sample.body as Record<string, string>).toString()
          : JSON.stringify(sample.body),
  });
  // Media links in the answer (presigned GETs) are part of what the viewer can obtain: follow them too.
  // Links may be absolute or site-relative (voice notes go through the site for its headers).
  const mediaUrls = (seen.raw.match(/(https?:\/\/|\/)[^"\s]+/g) ?? []).filter((u) =>
    u.includes('X-Amz-Signature='),
  );
  expect(mediaUrls.length).toBe((seen.raw.match(/X-Amz-Signature=/g) ?? []).length);
  const media = await Promise.all(
    mediaUrls.map((u) => read(new URL(u.replace(/\\u0026/g, '&'), testStack().siteUrl).toString())),
  );
  // Followed for real: a link that fails to load would prove nothing about what it serves.
  expect(media.map((m) => m.status)).toEqual(mediaUrls.map(() => 200));
  return { ...seen, text: [seen.text, ...media.map((m) => `${m.text}`)].join('\n---\n') };
}

/** How often each of the sender's identifiers appears in what the viewer saw (case-insensitive, encoded too). */
function identityHits(text: string, identity: string[]): Record<string, number> {
  const haystack = text.toLowerCase();
  return Object.fromEntries(
    identity.map((value) => {
      const forms = [...new Set([value, encodeURIComponent(value)].map((v) => v.toLowerCase()))];
      const count = forms.reduce((n, form) => n + haystack.split(form).length - 1, 0);
      return [value, count];
    }),
  );
}

/**
 * Reporting and blocking take the receipt out of the recipient's hub: probed last, then the blocked list
 * blocking fills.
 */
const lastProbes: RouteId[] = ['reportReceipt', 'blockSender', 'listBlocks'];
const probeOrder = [...routeIds.filter((id) => !lastProbes.includes(id)), ...lastProbes];

describe('an anonymous receipt does not reveal its sender through any route', () => {
  let sender: TestMember;
  let recipient: TestMember;
  let third: TestMember;
  let identity: string[];
  let requestId: string;

  beforeAll(async () => {
    const tag = uniqueSuffix();
    sender = await createMember(`Sendfirst${tag}`, `Sendlast${tag}`);
    [recipient, third] = await Promise.all([createMember(), createMember()]);
    const asked = await callApi<{ id: string }>('POST', '/me/feedback-requests', {
      token: recipient.idToken,
      body: { question: 'What should I keep doing?' },
    });
    requestId = asked.body.id;
    identity = [
      sender.userId,
      sender.username,
      sender.email,
      sender.firstName,
      sender.lastName,
      `${sender.firstName} ${sender.lastName}`,
    ];
  });

  it('adds no trace of the sender to any response, header or media URL, and moves no public count', async () => {
    const probed = new Set<RouteId>();
    const viewers = () => [
      { viewer: recipient, other: third },
      { viewer: third, other: recipient },
    ];
    const observe = async (receiptId: string) => {
      const seen = new Map<string, Seen>();
      for (const { viewer, other } of viewers()) {
        const scene: Scene = {
          viewer,
          other,
          senderId: sender.userId,
          senderUsername: sender.username,
          receiptId,
          requestId,
        };
        for (const id of probeOrder) {
          const list = samples[id](scene);
          for (const [i, sample] of list.entries()) {
            seen.set(
              `${viewer === recipient ? 'recipient' : 'third user'} ${id} #${i}`,
              await call(id, viewer, sample),
            );
            probed.add(id);
          }
        }
      }
      return seen;
    };

    // Before: the same calls, while the receipt does not exist yet.
    const before = await observe(ulid());

    const post = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
      token: sender.idToken,
      body: { contentType: 'audio/webm', size: 28 },
    });
    const webm = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex');
    expect(await uploadWithPresignedPost(post.body, new Blob([new Uint8Array(webm)]))).toBeLessThan(300);
    const sent = await giveReceipt(sender, recipient, {
      anonymous: true,
      category: 'Work',
      intent: 'Appreciate',
      dayContext: 'Good Day',
      relationshipType: 'Coworker',
      emotionalRegulation: ['Remained Grounded'],
      goal: 'Public Speaking',
      receiptText: 'You handled that meeting with real grace.',
      voiceRecording: post.body.key,
      requestId,
    });
    expect(sent.status).toBe(201);

    const after = await observe(sent.body.id);

    // The receipt really reached the recipient, voice note included, so the probes saw it.
    const inbox = after.get('recipient listReceipts #0')?.body as { items: Receipt[] };
    const delivered = inbox.items.find((r) => r.id === sent.body.id);
    expect(delivered).toMatchObject({ anonymous: true, senderName: 'Anonymous', category: 'Work' });
    expect(delivered?.voiceRecording).toBeTruthy();
    expect(after.get('recipient getVoiceUrl #0')?.status).toBe(200);
    const goals = after.get('recipient getMyGoals #0')?.body as MyGoals;
    expect(goals.goals[0]?.latest.map((r) => [r.id, r.senderName])).toEqual([[sent.body.id, 'Anonymous']]);

    const leaks: string[] = [];
    for (const [call, seen] of after) {
      const was = identityHits(before.get(call)?.text ?? '', identity);
      const now = identityHits(seen.text, identity);
      for (const value of identity) {
        if ((now[value] ?? 0) > (was[value] ?? 0))
          leaks.push(`${call} shows ${value}: ${seen.text.slice(0, 2000)}`);
      }
    }
    expect(leaks).toEqual([]);

    // What anyone sees about the sender is exactly what it was: no count moved.
    for (const who of ['recipient', 'third user']) {
      const key = `${who} getPublicProfile #0`;
      expect(after.get(key)?.body).toEqual(before.get(key)?.body);
    }
    expect([...probed].sort()).toEqual([...routeIds].sort());

    // The recipient's report (probed above) as a moderator sees it, and removing it: content only.
    const moderator = await makeModerator(await createMember());
    let report: OpenReport | undefined;
    const moderatorSaw: string[] = [];
    let cursor: string | null = null;
    do {
      const listed: Seen = await call('listOpenReports', moderator, {
        query: { limit: '50', ...(cursor ? { cursor } : {}) },
      });
      expect(listed.status).toBe(200);
      moderatorSaw.push(listed.text);
      const page = listed.body as { items: OpenReport[]; cursor: string | null };
      // Edited by the recipient's probe before it was reported: found by when it was given.
      report ??= page.items.find((r) => r.receipt.createdAt === delivered?.createdAt && r.text === 'Probe');
      cursor = page.cursor;
    } while (cursor && !report);
    if (!report) throw new Error('the report of the anonymous receipt is not listed');
    expect(report.receipt.hasVoiceNote).toBe(true);
    const removed = await call('removeReportedReceipt', moderator, {
      params: { reportId: report.id },
      body: {},
    });
    expect(removed.status).toBe(200);
    moderatorSaw.push(removed.text);
    expect(Object.values(identityHits(moderatorSaw.join('\n'), identity)).every((n) => n === 0)).toBe(true);
  });
});
