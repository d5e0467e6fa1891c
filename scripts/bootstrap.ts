import { BootstrapEnvironmentError, bootstrapArgs } from '../infra/bootstrap/commands';
import { run } from './stage/run';

/**
 * `npm run bootstrap:prod -- aws://<account>/<region>` and `npm run bootstrap:stages -- aws://<account>/<region>`,
 * with an administrator's credentials; anything after the environment goes to `cdk bootstrap` as it is
 * (`--profile admin`). docs/accounts-and-bootstrap.md says in which order.
 */
const [kind, environment, ...rest] = process.argv.slice(2);
if (kind !== 'prod' && kind !== 'stages') {
  console.error('Usage: tsx scripts/bootstrap.ts prod|stages aws://<account>/<region> [cdk options]');
  process.exit(1);
}
let args: string[];
try {
  args = bootstrapArgs(kind, environment ?? '');
} catch (error) {
  if (!(error instanceof BootstrapEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
run('npx', ['--no-install', 'cdk', ...args, ...rest]);
