/**
 * `npm run deliver`: delivers the anonymous receipts held until now, against the running local stack
 * (`npm start`), through the handler the schedule runs in AWS. `--all` delivers every held receipt at once,
 * each as its own delivery time would (for trying it out). `--ready-file=<path>` reads the endpoints of a
 * stack started with `--ports=auto --ready-file=<path>`.
 */
import { parseArgs } from 'node:util';
import type { handler } from '../functions/events/deliver-held';
import { runHandler, runLocalJob } from './local-operator';

const { values } = parseArgs({ options: { 'ready-file': { type: 'string' }, all: { type: 'boolean' } } });
await runLocalJob({
  failure: 'Could not deliver held receipts',
  readyFile: values['ready-file'],
  async run() {
    const run = await runHandler<typeof handler>('functions/events/deliver-held.ts', {
      all: values.all === true,
    });
    console.log(
      `Delivered ${run.delivered} held receipt(s)${run.withheld ? `, ${run.withheld} withheld (sender blocked)` : ''}${run.finished ? '' : ' (more left: run again)'}.`,
    );
  },
});
