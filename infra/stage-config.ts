import type { AccountLimitName } from '@contract/limits';
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { prodStage } from './stage';

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
  };
}
