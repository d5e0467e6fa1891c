import { App } from 'aws-cdk-lib';
import { buildCiAccess } from './ci-access';
import { AccountHoldsError, GithubRepositoryError } from './stacks/ci-access-policy';

/**
 * `npm run ci-access -- deploy <stack> -c githubRepository=owner/repo`: the one-time stacks, the branch stages'
 * policies and the GitHub OIDC roles (docs/accounts-and-bootstrap.md).
 */
const app = new App();
try {
  buildCiAccess(app);
} catch (error) {
  if (!(error instanceof GithubRepositoryError || error instanceof AccountHoldsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
app.synth();
