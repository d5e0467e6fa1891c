/**
 * `npm run digest`: sends this week's weekly digests now, against the running local stack (`npm start`),
 * through the same planner and sender handlers AWS runs (an in-process queue stands in for SQS). The e-mails
 * land in `.local/mail/`. A week already sent sends nothing again. `--ready-file=<path>` reads the endpoints
 * of a stack started with `--ports=auto --ready-file=<path>`; `--at=<ISO time>` picks the schedule's time.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { envNames } from '../functions/config';
import { localMailEnv } from '../infra/local/mail-env';
import { siteOrigin } from '../infra/local/service';
import { defaultPorts } from '../infra/local/stack-shape';
import { repoRoot } from '../infra/paths';
import { runLocalJob } from './local-operator';

const { values } = parseArgs({ options: { 'ready-file': { type: 'string' }, at: { type: 'string' } } });
await runLocalJob({
  failure: 'Could not send the weekly digests',
  readyFile: values['ready-file'],
  env({ ready }) {
    const apiUrl = ready?.apiUrl ?? `http://127.0.0.1:${defaultPorts.api}`;
    return {
      ...localMailEnv(ready?.mailDir ?? join(repoRoot, '.local', 'mail')),
      [envNames.siteUrl]: ready ? (ready.siteUrl ?? apiUrl) : siteOrigin(defaultPorts.site),
      [envNames.apiUrl]: apiUrl,
    };
  },
  async run() {
    const { runDigestsLocally } = await import('../infra/local/digest-runner');
    const run = await runDigestsLocally(values.at ? new Date(values.at) : new Date());
    console.log(
      `Weekly digest ${run.isoWeek}: ${run.delivered.length} member(s) queued this run, ${run.deadLetters.length} failed for good. E-mails: ${process.env[envNames.mailDir]}`,
    );
    if (run.deadLetters.length) process.exitCode = 1;
  },
});
