import type { App } from 'aws-cdk-lib';
import { checkedGithubRepository } from './stacks/ci-access-policy';
import { CiAccessStack } from './stacks/ci-access-stack';
import { checkWithNag } from './stacks/stage-nag';

/** The stack `npm run ci-access` deploys. It has no app/stage tags, so the stage sweep never counts it as a stage. */
export const ciAccessStackName = 'Receipts-CiAccess';

/**
 * The CI access app from its context: `-c githubRepository=owner/repo` (required) and, to reuse the account's
 * GitHub OIDC provider, `-c githubOidcProviderArn=arn:aws:iam::<account>:oidc-provider/token.actions.githubusercontent.com`.
 */
export function buildCiAccess(app: App): CiAccessStack {
  const context = (key: string): unknown => app.node.tryGetContext(key);
  const providerArn = context('githubOidcProviderArn');
  const stack = new CiAccessStack(app, ciAccessStackName, {
    stackName: ciAccessStackName,
    githubRepository: checkedGithubRepository(context('githubRepository')),
    ...(typeof providerArn === 'string' && providerArn ? { githubOidcProviderArn: providerArn } : {}),
  });
  checkWithNag(app);
  return stack;
}
