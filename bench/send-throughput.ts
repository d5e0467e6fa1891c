import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestMember } from '../test/support/profiles';
import { testStack } from '../test/support/stack';
import { markVerifiedInCognito, signIn, signUpUser, uniqueUsername } from '../test/support/users';
import { sendAmong } from './load';
import { startBenchStack } from './stack';
import { median } from './stats';

/**
 * Sending under load: 20 members sending to each other on 50 connections for 20 s
 * through the local gateway of a fresh private stack, counting the receipts it accepted (201) per second.
 * The stack runs with the send limits lifted (ACCOUNT_LIMITS, set by the caller), so it measures sends, not
 * 429s. With another checkout (`--vs <worktree>`), each round starts that checkout's own stack and this
 * one's in turn, so the machine's drift falls on both; the figure is the median of the rounds.
 */
const members = 20;

export interface SendRound {
  acceptedPerSecond: number;
  requests: number;
  non201: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
  p50Ms: number;
}

export interface SendSide {
  label: string;
  commit: string;
  rounds: SendRound[];
  medianAcceptedPerSecond: number;
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
/** The checkout's commit, marked when its tracked files differ from it. */
const commitOf = (root: string) =>
  `${git(root, 'rev-parse', '--short', 'HEAD')}${git(root, 'status', '--porcelain', '--untracked-files=no') ? '+changes' : ''}`;

/**
 * A member with a profile, on any commit's API: the profile is created without checking the answer against
 * this checkout's API document (another commit's answer may differ in shape).
 */
async function memberOnAnyCommit(): Promise<TestMember> {
  const user = await signUpUser();
  const username = uniqueUsername();
  const res = await fetch(new URL('/me/profile', testStack().apiUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, firstName: user.firstName, lastName: user.lastName }),
  });
  if (res.status !== 200) throw new Error(`profile creation answered ${res.status}`);
  // Sending needs a confirmed address (on commits that check it); the new token says so.
  await markVerifiedInCognito(user);
  return { ...user, username, idToken: (await signIn(user.email, user.password)).idToken };
}

/** One round on a fresh stack of `root`: members signed up, then the load. */
async function sendRound(root: string, seconds: number): Promise<SendRound> {
  const stop = await startBenchStack({ root });
  try {
    const people: TestMember[] = await Promise.all(Array.from({ length: members }, memberOnAnyCommit));
    let accepted = 0;
    const statuses: Record<number, number> = {};
    const result = await sendAmong(people, seconds, (status) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) accepted++;
    });
    return {
      acceptedPerSecond: Number((accepted / seconds).toFixed(1)),
      requests: result.requests.total,
      non201: result.requests.total - accepted,
      statuses,
      p50Ms: result.latency.p50,
    };
  } finally {
    await stop();
  }
}

/** `rounds` rounds of each checkout in `roots`, taken in turn (this checkout first). */
export async function measureSendThroughput(
  roots: string[],
  rounds: number,
  seconds = 20,
  log: (message: string) => void = console.log,
): Promise<SendSide[]> {
  const sides: SendSide[] = roots.map((root) => ({
    label: resolve(root) === process.cwd() ? 'this checkout' : resolve(root),
    commit: commitOf(root),
    rounds: [],
    medianAcceptedPerSecond: 0,
  }));
  for (let round = 1; round <= rounds; round++)
    for (const [i, root] of roots.entries()) {
      const side = sides[i]!;
      const result = await sendRound(resolve(root), seconds);
      side.rounds.push(result);
      log(
        `round ${round} ${side.commit}: ${result.acceptedPerSecond} accepted/s (${JSON.stringify(result)})`,
      );
    }
  for (const side of sides)
    side.medianAcceptedPerSecond = median(side.rounds.map((r) => r.acceptedPerSecond));
  return sides;
}

export function sendThroughputMarkdown(sides: SendSide[]): string {
  const base = sides.at(-1)!.medianAcceptedPerSecond;
  const rows = sides.map((side) => {
    const ratio = sides.length > 1 ? `${(side.medianAcceptedPerSecond / base).toFixed(2)}×` : '';
    const each = side.rounds.map((r) => r.acceptedPerSecond).join(', ');
    const refused = side.rounds.reduce((sum, r) => sum + r.non201, 0);
    return `| ${side.commit} (${side.label}) | ${each} | ${side.medianAcceptedPerSecond} | ${ratio} | ${refused} |`;
  });
  return [
    `## Send throughput (${members} members, 50 connections, rounds in turn; target >= 1.0× the other commit)`,
    '| commit | accepted receipts/s per round | median | ratio | non-201 |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The row from the command line: this checkout against each of `--vs a,b,...` (their `npm ci` done), each round
 * on a fresh stack of each in turn, `--rounds` (3) of `--seconds` (20); medians and the ratios to the last one.
 */
export async function sendThroughputFromArgs(argv: string[], log: (message: string) => void) {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  const others = option('--vs')?.split(',') ?? [];
  const sides = await measureSendThroughput(
    ['.', ...others],
    Number(option('--rounds') ?? 3),
    Number(option('--seconds') ?? 20),
    log,
  );
  return sendThroughputMarkdown(sides);
}
