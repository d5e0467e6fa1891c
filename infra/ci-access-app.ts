import { App } from 'aws-cdk-lib';
import { buildCiAccess } from './ci-access';
import { GithubRepositoryError } from './stacks/ci-access-policy';

/** `npm run ci-access -- deploy -c githubRepository=owner/repo`: the one-time GitHub OIDC roles (README). */
const app = new App();
try {
  buildCiAccess(app);
} catch (error) {
  if (!(error instanceof GithubRepositoryError)) throw error;
  console.error(error.message);
  process.exit(1);
}
app.synth();
