import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';
import { acknowledge } from './stage-nag';

/** Access logs of the buckets and the distribution, for stages that keep them (stageConfig.accessLogs). */
export class LogsStack extends Stack {
  readonly logBucket: Bucket;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: props.config.removalPolicy,
      autoDeleteObjects: props.config.autoDeleteObjects,
    });
    acknowledge(this.logBucket, {
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it to itself would loop.',
    });
  }
}
