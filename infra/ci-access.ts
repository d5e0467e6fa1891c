import type { App } from 'aws-cdk-lib';
import { checkedGithubRepository, checkedHolds, oneTimeStackNames } from './stacks/ci-access-policy';
import { CiAccessStack } from './stacks/ci-access-stack';
import { checkWithNag } from './stacks/stage-nag';
import { StagePoliciesStack } from './stacks/stage-policies-stack';

/** The stack `npm run ci-access` deploys the GitHub roles in. */
export const ciAccessStackName = oneTimeStackNames.ciAccess;
/** The stack of the branch stages' execution policy and permissions boundary, deployed before their bootstrap. */
export const stagePoliciesStackName = oneTimeStackNames.stagePolicies;

export interface CiAccessApp {
  ciAccess: CiAccessStack;
  /** Absent in an account that hosts only prod. */
  stagePolicies: StagePoliciesStack | undefined;
}

/**
 * The CI access app from its context: `-c githubRepository=owner/repo` (required); to reuse the account's
 * GitHub OIDC provider, `-c githubOidcProviderArn=arn:aws:iam::<account>:oidc-provider/token.actions.githubusercontent.com`;
 * with prod in an account of its own, `-c holds=prod` or `-c holds=stages` (docs/accounts-and-bootstrap.md).
 */
export function buildCiAccessApp(app: App): CiAccessApp {
  const context = (key: string): unknown => app.node.tryGetContext(key);
  const providerArn = context('githubOidcProviderArn');
  const holds = checkedHolds(context('holds'));
  const githubRepository = checkedGithubRepository(context('githubRepository'));
  const stagePolicies =
    holds === 'prod'
      ? undefined
      : new StagePoliciesStack(app, stagePoliciesStackName, { stackName: stagePoliciesStackName });
  const ciAccess = new CiAccessStack(app, ciAccessStackName, {
    stackName: ciAccessStackName,
    githubRepository,
    holds,
    ...(typeof providerArn === 'string' && providerArn ? { githubOidcProviderArn: providerArn } : {}),
  });
  checkWithNag(app);
  return { ciAccess, stagePolicies };
}

/** The CI access stack of the app (`buildCiAccessApp`). */
export const buildCiAccess = (app: App): CiAccessStack => buildCiAccessApp(app).ciAccess;
