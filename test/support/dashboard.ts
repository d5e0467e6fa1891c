import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { dayContexts, emotionalRegulations, intents } from '@contract/enums';
import { limits } from '@contract/limits';
import type { InnerCircleMember } from '@contract/schemas/contacts';
import { type CategoryCounts, Dashboard, dashboardCategories } from '@contract/schemas/dashboard';
import type { FeedbackRequest } from '@contract/schemas/feedback-requests';
import type { GoalFollowUp } from '@contract/schemas/follow-ups';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from './api';
import { everyPage } from './list-pages';
import type { TestMember } from './profiles';
import { allReceipts } from './receipts';
import { wholeJournal } from './reflections';

/**
 * The dashboard as the API answers it, and the same figures counted over the member's hub lists (received
 * and sent boxes) and inner circle: the two must agree once the stream consumer has caught up.
 */
export async function getDashboard(member: TestMember): Promise<Dashboard> {
  const res = await callApi('GET', '/me/dashboard', { token: member.idToken });
  if (res.status !== 200) throw new Error(`GET /me/dashboard: ${res.status} ${JSON.stringify(res.body)}`);
  return Dashboard.parse(res.body);
}

const dayMs = 86_400_000;
const day = (at: string | Date) => new Date(at).toISOString().slice(0, 10);

/** ISO week of a date, counted here independently of the functions' calendar. */
export function isoWeek(at: string | Date) {
  const d = new Date(`${day(at)}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * dayMs);
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - jan1) / dayMs + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const byCategory = (receipts: Receipt[]) =>
  Object.fromEntries(
    dashboardCategories.map((c) => [c, receipts.filter((r) => (r.category || 'Other') === c).length]),
  ) as CategoryCounts;
const flow = (receipts: Receipt[]) => ({ total: receipts.length, byCategory: byCategory(receipts) });
const latest = (receipts: Receipt[]) =>
  receipts
    .map((r) => r.createdAt)
    .sort()
    .at(-1) ?? null;

/** The dashboard's figures recounted from lists, for the periods and windows the answer names. */
export function expectedFigures(
  shown: Dashboard,
  received: Receipt[],
  sent: Receipt[],
  circle: InnerCircleMember[],
  journalEntries = 0,
  loop = { requestsAnswered: 0, followUpsAnswered: 0 },
) {
  const now = new Date(shown.asOf);
  const period = (p: Dashboard['weeks'][number], of: (at: string) => string) => ({
    ...p,
    received: flow(received.filter((r) => of(r.createdAt) === p.period)),
    given: flow(sent.filter((r) => of(r.createdAt) === p.period)),
  });
  const { recentFrom, previousFrom } = shown.noticed;
  // The recent window runs to this week's end: an anonymous receipt a test delivered before its hour is
  // dated at that hour, which on a Sunday is next week's, and next week is not read yet.
  const recent = received.filter(
    (r) => day(r.createdAt) >= recentFrom && isoWeek(r.createdAt) <= isoWeek(now),
  );
  const previous = received.filter((r) => day(r.createdAt) >= previousFrom && day(r.createdAt) < recentFrom);
  const trend = <T extends string>(names: readonly T[], has: (r: Receipt, name: T) => boolean) =>
    names
      .map((name) => ({
        name,
        recent: recent.filter((r) => has(r, name)).length,
        previous: previous.filter((r) => has(r, name)).length,
      }))
      .filter((t) => t.recent + t.previous > 0)
      .sort((a, b) => b.recent - a.recent || b.previous - a.previous || a.name.localeCompare(b.name));
  const contexts = (list: Receipt[]) =>
    Object.fromEntries(dayContexts.map((c) => [c, list.filter((r) => r.dayContext === c).length]));
  const givenWeeks = new Set(sent.map((r) => isoWeek(r.createdAt)));
  const givenThisWeek = givenWeeks.has(isoWeek(now));
  let run = 0;
  while (givenWeeks.has(isoWeek(new Date(now.getTime() - (run + (givenThisWeek ? 0 : 1)) * 7 * dayMs))))
    run++;
  return {
    isNew: received.length + sent.length === 0,
    weeks: shown.weeks.map((p) => period(p, isoWeek)),
    months: shown.months.map((p) => period(p, (at) => at.slice(0, 7))),
    noticed: {
      recentFrom: day(new Date(now.getTime() - (limits.dashboardNoticedDays - 1) * dayMs)),
      previousFrom: day(new Date(now.getTime() - (2 * limits.dashboardNoticedDays - 1) * dayMs)),
      intents: trend(intents, (r, name) => r.intent === name),
      tags: trend(emotionalRegulations, (r, name) => r.tags.includes(name)),
    },
    dayContexts: { received: contexts(received), given: contexts(sent) },
    balance: { received: received.length, given: sent.length },
    rhythm: { givenStreakWeeks: run, givenThisWeek },
    innerCircle: circle.map((m) => {
      const lastGivenAt = latest(sent.filter((r) => r.recipientId === m.userId));
      return {
        contactId: m.id,
        userId: m.userId,
        name: m.name,
        username: m.username,
        lastGivenAt,
        lastReceivedNamedAt: latest(received.filter((r) => !r.anonymous && r.senderId === m.userId)),
        suggestGiving:
          m.userId !== null &&
          (!lastGivenAt ||
            now.getTime() - new Date(lastGivenAt).getTime() >= limits.innerCircleNudgeDays * dayMs),
      };
    }),
    reflections: journalEntries,
    ...loop,
  };
}

/** Requests answered as /app/requests lists them, and follow-up answers as the goals page shows them. */
async function loopAsListed(member: TestMember) {
  const [requests, followUps] = await Promise.all([
    everyPage<FeedbackRequest>(member, '/me/feedback-requests', {}),
    everyPage<GoalFollowUp>(member, '/me/goal-follow-ups', {}),
  ]);
  return {
    requestsAnswered: requests.flat().filter((r) => r.status === 'answered').length,
    followUpsAnswered: followUps.flat().reduce((n, f) => n + f.answers.length, 0),
  };
}

/** What the member's lists show now: the other side of every dashboard figure. */
async function listsOf(member: TestMember) {
  const [received, sent, circleRes, journal, loop] = await Promise.all([
    allReceipts(member, 'received'),
    allReceipts(member, 'sent'),
    callApi<{ items: InnerCircleMember[] }>('GET', '/me/inner-circle', { token: member.idToken }),
    wholeJournal(member, {}),
    loopAsListed(member),
  ]);
  return { received, sent, circle: circleRes.body.items, journalEntries: journal.entries.length, loop };
}

type Lists = Awaited<ReturnType<typeof listsOf>>;

function beside(shown: Dashboard, lists: Lists) {
  const { asOf: _asOf, ...figures } = shown;
  const { received, sent, circle, journalEntries, loop } = lists;
  const expected = expectedFigures(shown, received, sent, circle, journalEntries, loop);
  return { figures, expected, shown };
}

/** The dashboard's figures beside the same figures recounted from the member's lists, read now. */
export async function dashboardBesideLists(member: TestMember) {
  const lists = await listsOf(member);
  return beside(await getDashboard(member), lists);
}

/** Dashboard reads between two readings of the lists while waiting. */
const readsPerListing = 4;
const longestPauseMs = 1000;

/**
 * Waits (bounded) until the stream consumer has brought the member's dashboard to what their lists show,
 * and returns both as last read, for the caller to compare (a mismatch then fails with a readable diff).
 * It asks gently, as a member would: the dashboard alone most times, the lists every few reads, and longer
 * pauses as it waits, so a slow consumer never brings the member to the per-member rate rule.
 */
export async function settledDashboard(
  member: TestMember,
  { timeoutMs = 40_000 }: { timeoutMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lists = await listsOf(member);
  let pauseMs = 150;
  for (let reads = 1; ; reads++) {
    const read = beside(await getDashboard(member), lists);
    if (isDeepStrictEqual(read.figures, read.expected)) return read;
    if (Date.now() > deadline) return dashboardBesideLists(member);
    await sleep(pauseMs);
    pauseMs = Math.min(pauseMs * 2, longestPauseMs);
    if (reads % readsPerListing === 0) lists = await listsOf(member);
  }
}
