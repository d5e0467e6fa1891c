import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { singleRows as singleRowTable } from '../../bench/single-rows';
import { repoRoot } from '../../infra/paths';

/** Runs bench/run.ts with these flags, collecting what it prints, to its exit. */
const bench = (...flags: string[]) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'tsx', 'bench/run.ts', '--smoke', ...flags], {
      cwd: repoRoot,
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // On its exit, not the pipes' close: a process it started may outlive it and hold them open;
    // what it printed last is read first, or within two seconds.
    child.on('exit', async (code) => {
      await Promise.race([once(child.stdout, 'end'), sleep(2000)]);
      if (code === 0) resolve(output);
      else
        reject(new Error(`bench/run.ts --smoke ${flags.join(' ')} exited ${code}:\n${output.slice(-4000)}`));
    });
  });

/** The report's row headings, up to their targets (`## Scale (targets: …)` is `Scale`). */
const headingsOf = (output: string) => [...output.matchAll(/^## ([^(\n:]+)/gm)].map((m) => m[1]!.trim());

/**
 * The rows each single row's flag prints (bench/single-rows.ts): the same measure and table the full run's
 * report gives, so the full run below runs each one's code.
 */
const singleRowsByFlag: Record<keyof typeof singleRowTable, string[]> = {
  '--scale': ['Scale'],
  '--dashboard': ['Dashboard, goals, journal and requests'],
  '--digest': ['Weekly digest run'],
  '--cost': ['Cost'],
  '--guards': ['Guards'],
  '--mail': ['SES e-mails per member per month, before and after gathering', 'Held delivery'],
  '--send-cost': [
    "The send's DynamoDB requests and write units, before and after this round's anonymity changes",
  ],
  '--harshness': ["The harshness check's time per receipt"],
  '--edge': ["The local edge's added latency per request"],
};
const singleRows = Object.values(singleRowsByFlag).flat();
/** Every row of `npm run bench`'s report (bench/README.md's table). */
const fullRunRows = [
  ...singleRows,
  'Lambda functions',
  'Module init beside a plain bundle of the same AWS clients',
  'DynamoDB requests per call',
  'Ended-account check',
  'API latency through the local gateway',
  'Per-account limits',
  'Load with integrity',
  'Profile photo remaking',
  'Site',
  "Pages' JavaScript",
  'Lighthouse mobile',
];

/**
 * The bench in its smallest form: every row runs its code at its smallest size, once, so a change of rule that
 * breaks a row (as verified-to-send once broke the sends it makes) fails here, not in the next bench run. Its
 * figures measure nothing; the report's targets are not asserted. The single rows' flags are not run again on a
 * stack of their own: each flag measures and prints what the full run's row does, so one flag run alone proves
 * the flags' path, and the table above ties every other flag to its row in the full run.
 */
describe('the bench, smoke run', () => {
  it('runs every row of `npm run bench` to the report', async () => {
    expect(headingsOf(await bench())).toEqual(expect.arrayContaining(fullRunRows));
  }, 900_000);

  it('names a row of the full run for every single row flag, and runs one flag alone', async () => {
    expect(Object.keys(singleRowsByFlag).sort()).toEqual(Object.keys(singleRowTable).sort());
    expect(headingsOf(await bench('--harshness'))).toEqual(singleRowsByFlag['--harshness']);
  }, 300_000);

  it('runs --photos alone', async () => {
    expect(headingsOf(await bench('--photos'))).toEqual(['Profile photo remaking']);
  }, 300_000);
});
