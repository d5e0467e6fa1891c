/**
 * `npm run moderator -- <username>`: makes a member of the running local stack (`npm start`) a moderator,
 * i.e. puts them in the user pool's `moderators` group. They see Moderation after signing in again (the
 * group is a claim of the ID token). `--ready-file=<path>`: see scripts/local-operator.ts.
 */
import { parseArgs } from 'node:util';
import { addModerator } from '../infra/local/moderators';
import { localOperator } from './local-operator';

const { values, positionals } = parseArgs({
  options: { 'ready-file': { type: 'string' } },
  allowPositionals: true,
});
const username = positionals[0];
if (!username) {
  console.error('Usage: npm run moderator -- <username> [--ready-file=<path>]');
  process.exit(1);
}

const operator = localOperator(values['ready-file']);
try {
  const userId = await operator.userIdOf(username);
  await addModerator(operator.cognito, await operator.userPoolId(), userId);
  console.log(`${username} is a moderator now. They see Moderation after signing in again.`);
} catch (error) {
  console.error(
    `Could not make ${username} a moderator: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  operator.close();
}
