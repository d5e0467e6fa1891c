/**
 * `npm run sweep:unverified`: runs the unverified-account sweep (the daily schedule's handler) now against the
 * running local stack (`npm start`), which also runs it at start and hourly. `--ready-file=<path>` reads the
 * endpoints of a stack started with `--ports=auto --ready-file=<path>`. `--backfill` first brings older
 * accounts under the sweep (functions/events/backfill-unverified.ts).
 */
import { parseArgs } from 'node:util';
import type { handler } from '../functions/events/sweep-unverified';
import { localEmulatorEnv } from '../infra/local/stack';
import { runHandler, runLocalJob } from './local-operator';

const { values } = parseArgs({
  options: { 'ready-file': { type: 'string' }, backfill: { type: 'boolean' } },
});
await runLocalJob({
  failure: 'Could not sweep unverified accounts',
  readyFile: values['ready-file'],
  env: async (stack) => localEmulatorEnv(stack.endpoints, await stack.userPoolId()),
  async asOperator() {
    if (!values.backfill) return;
    const { backfillUnverifiedAccounts } = await import('../functions/events/backfill-unverified');
    const { entered, removedSignIns } = await backfillUnverifiedAccounts(new Date());
    console.log(
      `Backfill: ${entered.length} unverified profile(s) put under the sweep; ${removedSignIns.length} sign-in(s) without a profile removed.`,
    );
  },
  async run() {
    const { removed, verified, finished } = await runHandler<typeof handler>(
      'functions/events/sweep-unverified.ts',
    );
    console.log(
      `Removed ${removed.length} account(s) not verified within the limit; ${verified.length} found verified${finished ? '' : ' (more left: run again)'}.`,
    );
  },
});
