import type { AccountLimitName } from '@contract/limits';
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { prodStage } from './stage';

/**
 * The CDK bootstrap each kind of stage deploys through (`cdk bootstrap --qualifier …`, README "One-time AWS
 * set-up"). Prod has its own, so its deploy, publishing and lookup roles and its assets bucket are not the
 * branch stages': the stage CI role may assume only `cdk-rcptstage-*` roles (infra/stacks/ci-access-stack.ts).
 */
export const bootstrapQualifiers = { prod: 'rcptprod', stages: 'rcptstage' } as const;

/** The bootstrap stack of one qualifier: two bootstraps share an account and region only under two names. */
export const toolkitStackName = (qualifier: string) => `CDKToolkit-${qualifier}`;

/**
 * The managed policies the branch stages' bootstrap runs under (infra/stacks/stage-policies.ts, deployed by
 * `npm run ci-access`): its CloudFormation execution role's policy (`--cloudformation-execution-policies`) and
 * the permissions boundary (`--custom-permissions-boundary`) of that role and of every role a branch stage
 * creates. docs/accounts-and-bootstrap.md.
 */
export const stagePolicyNames = {
  execution: 'receipts-stage-execution',
  boundary: 'receipts-stage-boundary',
} as const;

/** What differs between production and a branch's stage. The stacks read this; none of them asks for `prod`. */
export interface StageConfig {
  stage: string;
  kind: 'prod' | 'ephemeral';
  /** Data stores (table, buckets, user pool): kept or deleted with the stack. */
  removalPolicy: RemovalPolicy;
  /** Empty the buckets on delete so `cdk destroy` leaves nothing behind. */
  autoDeleteObjects: boolean;
  /** DynamoDB and Cognito refuse deletion until it is switched off. */
  deletionProtection: boolean;
  /** CloudFormation refuses to delete the stacks. */
  terminationProtection: boolean;
  pointInTimeRecovery: boolean;
  logRetention: RetentionDays;
  /** S3 server access logs and CloudFront standard logs, to the Logs stack's bucket. */
  accessLogs: boolean;
  /** Cognito's own sender (50 e-mails a day) or SES with a verified address. */
  email: 'cognito-default' | 'ses';
  /**
   * Overrides of the per-account limits' maxima (contract/limits.ts `accountLimits`), for this stage's
   * functions (ACCOUNT_LIMITS). Empty: the contract's figures, which prod and branch stages both use.
   */
  accountLimits: Partial<Record<AccountLimitName, number>>;
  /** The CDK bootstrap its stacks deploy through: `bootstrapQualifiers.prod` or `.stages`. */
  bootstrapQualifier: string;
  /**
   * The app client accepts ADMIN_USER_PASSWORD_AUTH, which only IAM principals can call (AdminInitiateAuth):
   * the deployed-stage tests sign their users in with it. Prod's client accepts SRP and refresh only.
   */
  adminPasswordAuth: boolean;
  /**
   * The managed policy every IAM role of the stage carries as its permissions boundary: the branch stages'
   * (`stagePolicyNames.boundary`), which the narrowed bootstrap requires of every role it creates. Prod: none.
   */
  permissionsBoundary: string | undefined;
}

export function stageConfig(stage: string): StageConfig {
  if (stage === prodStage)
    return {
      stage,
      kind: 'prod',
      removalPolicy: RemovalPolicy.RETAIN,
      autoDeleteObjects: false,
      deletionProtection: true,
      terminationProtection: true,
      pointInTimeRecovery: true,
      logRetention: RetentionDays.ONE_YEAR,
      accessLogs: true,
      email: 'ses',
      accountLimits: {},
      bootstrapQualifier: bootstrapQualifiers.prod,
      adminPasswordAuth: false,
      permissionsBoundary: undefined,
    };
  return {
    stage,
    kind: 'ephemeral',
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: true,
    deletionProtection: false,
    terminationProtection: false,
    pointInTimeRecovery: false,
    logRetention: RetentionDays.ONE_WEEK,
    accessLogs: false,
    email: 'cognito-default',
    accountLimits: {},
    bootstrapQualifier: bootstrapQualifiers.stages,
    adminPasswordAuth: true,
    permissionsBoundary: stagePolicyNames.boundary,
  };
}
