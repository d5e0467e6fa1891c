import { limits } from '@contract/limits';
import { Match } from 'aws-cdk-lib/assertions';
import { pendingUploadPrefix } from '../../../functions/domain/media-keys';
import { tableDefinition } from '../../../functions/store/platform/table-definition';
import {
  expectPrivateSslOnlyBuckets,
  type StackTemplates,
  stackTemplates,
} from '../../support/stack-templates';
import { type SynthesizedStage, synthesisTimeout, synthesizedStages } from '../../support/synthesized-stages';

/** The Data stack: the single table and the media bucket (and, in prod, the access-log bucket). */
let ephemeral: SynthesizedStage;
let prod: SynthesizedStage;
let templates: StackTemplates;

beforeAll(() => {
  ephemeral = synthesizedStages.branch();
  prod = synthesizedStages.prod();
  templates = stackTemplates(ephemeral);
}, synthesisTimeout);

describe('Data stack', () => {
  it('has one on-demand table keyed PK/SK with both GSIs (ALL projection)', () => {
    const data = templates.data;
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'receipts-test',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        ...tableDefinition.indexes.flatMap((index) => [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ]),
      ]),
      GlobalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('keeps the media bucket private, with CORS for presigned POST; its one policy is in the Site stack', () => {
    templates.data.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    templates.data.resourceCountIs('AWS::S3::BucketPolicy', 0);
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST', 'GET', 'HEAD']) })],
      },
    });
  });

  it('expires unattached uploads under the pending prefix, and their records by the table TTL', () => {
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          {
            Id: 'ExpireUnattachedUploads',
            Prefix: pendingUploadPrefix,
            Status: 'Enabled',
            ExpirationInDays: limits.pendingUploadDays,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: limits.pendingUploadDays },
          },
        ]),
      },
    });
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    });
  });

  it('keeps the access-log bucket (prod) private and SSL-only', () => {
    expectPrivateSslOnlyBuckets(prod.template(prod.stacks.logs));
  });
});
