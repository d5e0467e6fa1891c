/**
 * `npm run account -- disable <username>` / `npm run account -- enable <username>`: an operator disables a
 * member of the running local stack (`npm start`), or enables them again. Disabling goes through here, not
 * Cognito's console alone: the API refuses a disabled account's tokens from the table's record, which this
 * writes with AdminDisableUser (infra/local/account-status.ts). `--ready-file=<path>`: see
 * scripts/local-operator.ts.
 */
import { parseArgs } from 'node:util';
import { disableAccount, enableAccount } from '../infra/local/account-status';
import { localOperator } from './local-operator';

const { values, positionals } = parseArgs({
  options: { 'ready-file': { type: 'string' } },
  allowPositionals: true,
});
const [action, username] = positionals;
if ((action !== 'disable' && action !== 'enable') || !username) {
  console.error('Usage: npm run account -- disable|enable <username> [--ready-file=<path>]');
  process.exit(1);
}

const operator = localOperator(values['ready-file']);
try {
  const userId = await operator.userIdOf(username);
  const target = { ...operator, userPoolId: await operator.userPoolId() };
  if (action === 'enable') {
    await enableAccount(target, userId);
    console.log(`${username} is enabled again and may sign in.`);
  } else if (await disableAccount(target, userId)) {
    console.log(`${username} is disabled: signed out everywhere, and their tokens are refused.`);
  } else {
    throw new Error('the account is being or has been deleted');
  }
} catch (error) {
  console.error(`Could not ${action} ${username}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  operator.close();
}
