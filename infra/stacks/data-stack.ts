import { limits } from '@contract/limits';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { pendingUploadPrefix, previewCardPrefix } from '../../functions/domain/media-keys';
import {
  mediaBucketPrefix,
  tableDefinition,
  tableNameFor,
} from '../../functions/store/platform/table-definition';
import type { StageConfig } from '../stage-config';
import { outputKeys } from '../stage-outputs';
import { acknowledge, noAccessLogs } from './stage-nag';

export interface DataStackProps extends StackProps {
  config: StageConfig;
  /** Where server access logs go; absent when the stage keeps none. */
  logBucket?: Bucket;
}

/** The one DynamoDB table and the private media bucket. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly mediaBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new Table(this, 'Table', {
      tableName: tableNameFor(config.stage),
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: config.pointInTimeRecovery },
      deletionProtection: config.deletionProtection,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: config.removalPolicy,
      // New images feed the notifier (Notifications stack).
      stream: StreamViewType[tableDefinition.streamViewType],
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    this.mediaBucket = new Bucket(this, 'MediaBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      // Its policy (TLS only, and reads by this stage's distribution) is in the Site stack: media-bucket-policy.ts.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      ...(props.logBucket
        ? { serverAccessLogsBucket: props.logBucket, serverAccessLogsPrefix: `${mediaBucketPrefix}/` }
        : {}),
      removalPolicy: config.removalPolicy,
      // Uploads land under the pending prefix; attaching one moves it out. What is never attached expires.
      lifecycleRules: [
        {
          id: 'ExpireUnattachedUploads',
          prefix: pendingUploadPrefix,
          expiration: Duration.days(limits.pendingUploadDays),
          abortIncompleteMultipartUploadAfter: Duration.days(limits.pendingUploadDays),
        },
        // A card still in use is drawn again on the next preview the edge asks for.
        {
          id: 'ExpirePreviewCards',
          prefix: previewCardPrefix,
          expiration: Duration.days(limits.previewCardDays),
        },
      ],
      // Browsers upload with presigned POSTs (whose policy pins key, type and size) and play voice notes
      // with presigned GETs. The site's CloudFront domain is not known here, so any origin may send them:
      // without a valid signature S3 refuses the request anyway.
      cors: [
        {
          allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
    });
    acknowledge(this.mediaBucket, ...(props.logBucket ? [] : [noAccessLogs(config)]), {
      id: 'AwsSolutions-S10',
      reason:
        'Its one policy, which denies plain HTTP, is in the Site stack beside the distribution it names (media-bucket-policy.ts).',
    });
    if (!config.pointInTimeRecovery)
      acknowledge(this.table, {
        id: 'AwsSolutions-DDB3',
        reason: `${config.stage} is a branch stage: its data is thrown away with it.`,
      });

    new CfnOutput(this, outputKeys.tableName, { value: this.table.tableName });
    new CfnOutput(this, outputKeys.mediaBucket, { value: this.mediaBucket.bucketName });
  }
}
