/**
 * `npm start`: the whole app on this machine, no AWS account and no Docker. Data persists under .local/.
 * `npm start -- --ephemeral --ports=auto --ready-file=<path> --built-site` is how the tests start it.
 */
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPathPrefix } from '@contract/site-paths';
import { iamEnforcementOff } from './iam/enforce';
import { startLocalStack } from './stack';
import { defaultPorts } from './stack-shape';

// Handlers log every request as JSON; locally only warnings and errors reach the console unless asked.
process.env.LOG_LEVEL ??= 'warn';

const { values } = parseArgs({
  options: {
    ephemeral: { type: 'boolean', default: false },
    /** Keep the data (DynamoDB on disk) in this folder instead of .local/ (the fault tests' private stack). */
    'data-dir': { type: 'string' },
    ports: { type: 'string', default: 'fixed' },
    'ready-file': { type: 'string' },
    'no-site': { type: 'boolean', default: false },
    /** The site built as a deploy builds it, behind the distribution's rules, API under /api (the tests). */
    'built-site': { type: 'boolean', default: false },
  },
});

const dataDir = values.ephemeral
  ? mkdtempSync(join(tmpdir(), 'receipts-'))
  : (values['data-dir'] ?? join(process.cwd(), '.local'));
const startedAt = Date.now();
const stack = await startLocalStack({
  dataDir,
  persist: !values.ephemeral,
  ports: values.ports === 'auto' ? 'auto' : defaultPorts,
  site: values['no-site'] ? false : values['built-site'] ? 'built' : 'dev',
}).catch((error: unknown) => {
  console.error(`Could not start the local stack: ${error instanceof Error ? error.message : String(error)}`);
  console.error('If a port is in use, stop the other program (or an earlier `npm start`) and try again.');
  process.exit(1);
});

const { stop, ...endpoints } = stack;
if (values['ready-file']) {
  // Written aside and renamed into place: whoever waits for the file never reads half of it.
  writeFileSync(`${values['ready-file']}.partial`, JSON.stringify(endpoints));
  renameSync(`${values['ready-file']}.partial`, values['ready-file']);
}

console.log(`
  Receipts is running (started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)

  ➜ Open:      ${stack.siteUrl ?? '(site not started)'}
    API:       ${stack.siteUrl ? `${stack.siteUrl}${apiPathPrefix} (through the local edge; the gateway at ${stack.apiUrl} answers only the edge)` : stack.apiUrl}
    DynamoDB:  ${stack.dynamoEndpoint}   S3: ${stack.s3Endpoint}   Cognito: ${stack.cognitoEndpoint}
    Data:      ${values.ephemeral ? 'in memory (ephemeral)' : dataDir}
    E-mails:   ${stack.mailDir} (each one is also announced here)
    IAM:       ${iamEnforcementOff() ? 'OFF (RECEIPTS_IAM_ENFORCEMENT=off): functions run with full rights' : 'every function under its synthesized role; a refused call prints ✗ IAM'}

  Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // Ctrl-C also ends the site's esbuild (the terminal signals the whole process group): work still waiting on
  // it, like Vite's first dependency scan, now fails on its own. Stopping is what was asked; it is not a crash.
  process.on('unhandledRejection', () => undefined);
  await stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
