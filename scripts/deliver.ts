/**
 * `npm run deliver`: delivers the anonymous receipts held until now, against the running local stack
 * (`npm start`), through the handler the schedule runs in AWS. `--all` delivers every held receipt at once,
 * each as its own delivery time would (for trying it out). `--ready-file=<path>` reads the endpoints of a
 * stack started with `--ports=auto --ready-file=<path>`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { envNames } from '../functions/config';
import { enforceIamFromFile, runAsFunction } from '../infra/local/iam/enforce';
import { defaultPorts, localNames } from '../infra/local/stack';
import { repoRoot } from '../infra/paths';
import { localStackHint } from './local-operator';

const { values } = parseArgs({ options: { 'ready-file': { type: 'string' }, all: { type: 'boolean' } } });
const ready = values['ready-file']
  ? (JSON.parse(readFileSync(values['ready-file'], 'utf8')) as {
      dynamoEndpoint: string;
      iamPoliciesFile: string;
    })
  : null;
Object.assign(process.env, {
  [envNames.tableName]: localNames.table,
  [envNames.dynamoEndpoint]: ready?.dynamoEndpoint ?? `http://127.0.0.1:${defaultPorts.dynamodb}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const deliveryEntry = 'functions/events/deliver-held.ts';
try {
  enforceIamFromFile(ready?.iamPoliciesFile ?? join(repoRoot, '.local', 'iam-policies.json'));
  const { handler } = await import(`../${deliveryEntry}`);
  const run = await runAsFunction(deliveryEntry, () => handler({ all: values.all === true }));
  console.log(
    `Delivered ${run.delivered} held receipt(s)${run.withheld ? `, ${run.withheld} withheld (sender blocked)` : ''}${run.finished ? '' : ' (more left: run again)'}.`,
  );
} catch (error) {
  console.error(`Could not deliver held receipts: ${error instanceof Error ? error.message : String(error)}`);
  console.error(localStackHint);
  process.exitCode = 1;
}
