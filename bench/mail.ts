import { randomUUID } from 'node:crypto';
import { limits } from '@contract/limits';
import { forEachDueMailWindow, sendNowOrGather, takeGathered } from '../functions/store/mail/mail-window';
import { arrivalsOf, mailFigures, mailProfiles, monthDays, runTimes } from './mail-arrivals';
import { usageProfile } from './prices';
import { sized } from './smoke';

/** Members simulated per profile, each with arrivals of its own; the figures are per member. */
const membersPerProfile = sized(5);

export interface MailRowResult {
  profile: string;
  text: string;
  members: number;
  /** Per member a month. */
  receipts: number;
  before: number;
  after: number;
  ratio: number;
  /** The longest a gathered receipt waited for its e-mail. */
  longestWaitMinutes: number;
  /** Every receipt went out in exactly one e-mail (at once or gathered). */
  eachOnce: boolean;
}

interface Member {
  id: string;
  profile: string;
  arrivals: number[];
  sentAtOnce: number;
  gathered: number;
  /** How many e-mails carried each receipt (by its arrival index), and the longest wait. */
  mailed: Map<string, number>;
  longestWaitMs: number;
}

const mailed = (member: Member, receiptId: string) =>
  member.mailed.set(receiptId, (member.mailed.get(receiptId) ?? 0) + 1);

/** A receipt arrives: its e-mail leaves now, or it joins the gathered ones (the notifier's call). */
async function arrive(member: Member, index: number) {
  const receiptId = String(index);
  const outcome = await sendNowOrGather(member.id, receiptId, new Date(member.arrivals[index]!));
  if (!outcome.sendNow) return;
  member.sentAtOnce += 1;
  mailed(member, receiptId);
}

/** One run of the schedule at `at`: each due window of ours taken, one gathered e-mail each. */
async function runSchedule(at: number, members: Map<string, Member>) {
  await forEachDueMailWindow(
    new Date(at),
    () => true,
    async (id) => {
      const member = members.get(id);
      if (!member) return; // another row's window (the full bench shares its stack)
      const taken = await takeGathered(id, new Date(at));
      if (!taken) return;
      member.gathered += 1;
      for (const receiptId of taken.receiptIds) {
        mailed(member, receiptId);
        member.longestWaitMs = Math.max(member.longestWaitMs, at - member.arrivals[Number(receiptId)]!);
      }
    },
  );
}

/**
 * A month of receipt e-mails with the real store code (`sendNowOrGather` at each arrival, `takeGathered` for
 * each due window at every run of the schedule) against the stack's table, on a simulated clock: the
 * arrivals between two runs go first (each member's in order, members side by side), then the run.
 */
export async function measureMailGathering(): Promise<MailRowResult[]> {
  const stem = `bench-mail-${randomUUID()}`;
  const members = new Map<string, Member>();
  mailProfiles.forEach((profile, p) => {
    for (let i = 0; i < membersPerProfile; i++) {
      const id = `${stem}-${p}-${i}`;
      const arrivals = arrivalsOf(profile, 1 + p * 100 + i);
      members.set(id, {
        id,
        profile: profile.name,
        arrivals,
        sentAtOnce: 0,
        gathered: 0,
        mailed: new Map(),
        longestWaitMs: 0,
      });
    }
  });
  const next = new Map([...members.keys()].map((id) => [id, 0]));
  for (const at of runTimes()) {
    await Promise.all(
      [...members.values()].map(async (member) => {
        let i = next.get(member.id)!;
        for (; i < member.arrivals.length && member.arrivals[i]! < at; i++) await arrive(member, i);
        next.set(member.id, i);
      }),
    );
    await runSchedule(at, members);
  }
  return mailProfiles.map((profile) => {
    const of = [...members.values()].filter((m) => m.profile === profile.name);
    const sum = (f: (m: Member) => number) => of.reduce((s, m) => s + f(m), 0);
    return {
      profile: profile.name,
      text: profile.text,
      members: of.length,
      ...mailFigures(
        of.length,
        sum((m) => m.arrivals.length),
        sum((m) => m.sentAtOnce),
        sum((m) => m.gathered),
      ),
      longestWaitMinutes: Math.round(Math.max(...of.map((m) => m.longestWaitMs)) / 60_000),
      eachOnce: of.every(
        (m) => m.mailed.size === m.arrivals.length && [...m.mailed.values()].every((times) => times === 1),
      ),
    };
  });
}

/** The row, and whether the cost row's factor (bench/prices.ts) is still the usage profile's measured one. */
export function mailMarkdown(rows: MailRowResult[]): string {
  const measured = rows.find((r) => r.profile === mailProfiles[0]!.name)?.ratio;
  const factor = usageProfile.receiptEmailsPerReceipt;
  return [
    `## SES e-mails per member per month, before and after gathering (at most one receipt e-mail in ${limits.receiptMailGapMinutes} minutes)`,
    `${membersPerProfile} members per profile over ${monthDays} simulated days (seeded arrivals), the store's own`,
    `\`sendNowOrGather\` at each receipt and \`takeGathered\` every ${limits.gatheredMailRunMinutes} minutes, against the local table.`,
    '',
    '| profile | receipts | e-mails before | e-mails after | after / before | longest wait, min | each receipt in one e-mail | arrivals |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.profile} | ${r.receipts} | ${r.before} | ${r.after} | ${r.ratio} | ${r.longestWaitMinutes} | ${r.eachOnce ? 'yes' : 'NO'} | ${r.text} |`,
    ),
    '',
    `The cost row's e-mails per receipt (\`receiptEmailsPerReceipt\`, bench/prices.ts): ${factor}; the usage profile here: ${measured} (${measured === factor ? 'the same' : 'NOT the same: set it to this'}).`,
  ].join('\n');
}
