import type { NagPackSuppression } from 'cdk-nag';
import type { StageConfig } from '../stage-config';

/** The finding a stage without access logs suppresses: it is a throw-away copy of one branch. */
export const noAccessLogs = (config: StageConfig): NagPackSuppression => ({
  id: 'AwsSolutions-S1',
  reason: `${config.stage} is a branch stage, deleted with its branch; only prod keeps access logs.`,
});

/** Findings on the CDK-owned BucketDeployment handler, whose role and runtime the construct chooses. */
export const bucketDeploymentSuppressions: NagPackSuppression[] = [
  {
    id: 'AwsSolutions-IAM4',
    reason: 'The BucketDeployment handler (CDK construct) logs through the AWS-managed basic execution role.',
    appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason:
      'The BucketDeployment handler copies every object from the CDK asset bucket into the site bucket, and invalidates the distribution (CloudFront invalidation actions take no resource ARN).',
    appliesTo: [
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Resource::*',
      { regex: '/^Resource::<SiteBucket[0-9A-F]{8}\\.Arn>\\/\\*$/' },
      {
        regex:
          '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-<AWS::Region>\\/\\*$/',
      },
    ],
  },
  {
    id: 'AwsSolutions-L1',
    reason:
      'The BucketDeployment handler runtime is pinned by the CDK construct; it moves with aws-cdk-lib upgrades.',
  },
];
