import { Aws } from 'aws-cdk-lib';

/**
 * What GitHub Actions may do in the account (ci-access-stack.ts builds the roles from it): the OIDC provider's
 * names, the roles' names, the repository check, and the lists of calls each role is allowed or denied.
 */
export const githubOidcHost = 'token.actions.githubusercontent.com';
export const githubAudience = 'sts.amazonaws.com';

/**
 * The one-time stacks `npm run ci-access` deploys. They have no app/stage tags, so the stage sweep never
 * counts them as stages. The stage policies come first: the branch stages' bootstrap names them.
 */
export const oneTimeStackNames = {
  ciAccess: 'Receipts-CiAccess',
  stagePolicies: 'Receipts-StagePolicies',
} as const;

/**
 * What an account holds (`-c holds=`): prod and the branch stages (`both`, the one-account set-up), or, with
 * prod in an account of its own, only `prod` or only the branch `stages` (docs/accounts-and-bootstrap.md).
 */
export const accountHoldings = ['both', 'prod', 'stages'] as const;
export type AccountHolds = (typeof accountHoldings)[number];

/** Thrown for a `holds` that is none of `accountHoldings`. */
export class AccountHoldsError extends Error {}

export function checkedHolds(value: unknown): AccountHolds {
  if (value === undefined || value === '') return 'both';
  if (accountHoldings.includes(value as AccountHolds)) return value as AccountHolds;
  throw new AccountHoldsError(
    `holds must be ${accountHoldings.join(', ')} (what this account hosts), not ${JSON.stringify(value)}`,
  );
}

/** The roles the workflows assume: stage.yml and stage-sweep.yml the first, prod.yml the second. */
export const ciRoleNames = { stages: 'receipts-github-stages', prod: 'receipts-github-prod' } as const;

/** Thrown for a `githubRepository` that is not `owner/repo`. */
export class GithubRepositoryError extends Error {}

const ownerAndRepo = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/;

export function checkedGithubRepository(value: unknown): string {
  if (typeof value === 'string' && ownerAndRepo.test(value) && !/\/\.\.?$/.test(value)) return value;
  throw new GithubRepositoryError(
    `githubRepository must be the GitHub repository as owner/repo (e.g. -c githubRepository=octo-org/receipts), not ${JSON.stringify(value ?? '')}`,
  );
}

/** The roles a bootstrap stack makes for `cdk deploy` / `cdk destroy` to assume. */
export const bootstrapRoleKinds = ['deploy', 'file-publishing', 'image-publishing', 'lookup'] as const;

/** What `cdk deploy` assumes for stacks of one bootstrap qualifier: `cdk-<qualifier>-<kind>-role-<account>-<region>`. */
export const bootstrapRoles = (qualifier: string) =>
  bootstrapRoleKinds.map(
    (kind) =>
      `arn:${Aws.PARTITION}:iam::${Aws.ACCOUNT_ID}:role/cdk-${qualifier}-${kind}-role-${Aws.ACCOUNT_ID}-*`,
  );

/** Read-only CloudFormation: cdk's progress and diffs, stage:outputs and the sweep (stacks with their tags). */
export const readStacks = [
  'cloudformation:DescribeStacks',
  'cloudformation:DescribeStackEvents',
  'cloudformation:DescribeStackResources',
  'cloudformation:ListStacks',
  'cloudformation:ListStackResources',
  'cloudformation:GetTemplate',
];

/** Everything that changes a stack; the stage role is denied them on prod's stacks. */
export const stackWrites = [
  'cloudformation:CreateStack',
  'cloudformation:UpdateStack',
  'cloudformation:DeleteStack',
  'cloudformation:CreateChangeSet',
  'cloudformation:ExecuteChangeSet',
  'cloudformation:DeleteChangeSet',
  'cloudformation:CancelUpdateStack',
  'cloudformation:ContinueUpdateRollback',
  'cloudformation:RollbackStack',
  'cloudformation:SetStackPolicy',
  'cloudformation:UpdateTerminationProtection',
  'cloudformation:TagResource',
  'cloudformation:UntagResource',
];

/**
 * The calls the deployed-stage tests make around the API: removing test users (test/support/deployed-cleanup.ts),
 * making moderators (infra/local/moderators.ts), disabling accounts (infra/local/account-status.ts), and
 * reading or editing items (test/support/table.ts, hide-receipt and account-deletion tests).
 */
export const stageTestCalls = {
  cognito: [
    'cognito-idp:ListUsers',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:ListGroups',
    'cognito-idp:CreateGroup',
    'cognito-idp:AdminAddUserToGroup',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminUserGlobalSignOut',
    // Test users sign in with ADMIN_USER_PASSWORD_AUTH (test/support/users.ts): the app client has no public password flow.
    'cognito-idp:AdminInitiateAuth',
  ],
  dynamodb: [
    'dynamodb:Query',
    'dynamodb:Scan',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:BatchWriteItem',
  ],
};
