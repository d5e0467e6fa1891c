import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { limits } from '@contract/limits';
import { handlerModules, type RouteDef, routeKey, routes } from '@contract/routes';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { envNames } from '../../functions/config';
import { pendingUploadPrefix } from '../../functions/domain/media-keys';
import { tableDefinition } from '../../functions/store/table-definition';
import { buildApp } from '../../infra/receipts-app';

type Stacks = ReturnType<typeof buildApp>;
type StackName = keyof Stacks;

interface RouteResource {
  Properties: { RouteKey: string; Target: { 'Fn::Join': [string, [string, { Ref: string }]] } };
}
interface IntegrationResource {
  Properties: { IntegrationUri: { 'Fn::GetAtt': [string, string] } };
}

let stacks: Stacks;
let templates: Record<StackName, Template>;

// One synthesis for the whole file: bundling every function with esbuild is the slow part.
beforeAll(() => {
  // The feature flags of cdk.json, as `cdk synth` applies them.
  const { context } = JSON.parse(readFileSync(join(__dirname, '../../cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'cdk-test-')), context });
  stacks = buildApp(app, 'test');
  app.synth();
  templates = {
    logs: Template.fromStack(stacks.logs),
    data: Template.fromStack(stacks.data),
    auth: Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
    site: Template.fromStack(stacks.site),
  };
});

const routeList = Object.entries(routes) as [string, RouteDef][];
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every bucket of the stack blocks public access and has a policy denying plain-HTTP requests. */
function expectPrivateSslOnlyBuckets(template: Template) {
  const buckets = Object.keys(template.findResources('AWS::S3::Bucket'));
  expect(buckets.length).toBeGreaterThan(0);
  template.allResourcesProperties('AWS::S3::Bucket', {
    PublicAccessBlockConfiguration: {
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    },
  });
  for (const bucket of buckets) {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  }
}

describe('Data stack', () => {
  it('has one on-demand table keyed PK/SK with both GSIs (ALL projection) and point-in-time recovery', () => {
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
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
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

  it('keeps the media bucket private and SSL-only, with access logs and CORS for presigned POST', () => {
    expectPrivateSslOnlyBuckets(templates.data);
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST', 'GET', 'HEAD']) })],
      },
    });
  });

  it('expires unattached uploads under the pending prefix, and their records by the table TTL', () => {
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: [
          {
            Id: 'ExpireUnattachedUploads',
            Prefix: pendingUploadPrefix,
            Status: 'Enabled',
            ExpirationInDays: limits.pendingUploadDays,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: limits.pendingUploadDays },
          },
        ],
      },
    });
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    });
  });

  it('keeps the access-log bucket private and SSL-only', () => {
    expectPrivateSslOnlyBuckets(templates.logs);
  });
});

describe('Auth stack', () => {
  it('signs in by e-mail, requires the names, and confirms new users through the PreSignUp trigger', () => {
    const auth = templates.auth;
    auth.resourceCountIs('AWS::Lambda::Function', 1);
    const [trigger] = Object.keys(auth.findResources('AWS::Lambda::Function'));
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [trigger, 'Arn'] } },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Schema: Match.arrayWith(
        ['email', 'given_name', 'family_name'].map((name) =>
          Match.objectLike({ Name: name, Required: true }),
        ),
      ),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    });
    auth.hasOutput('UserPoolId', {});
    auth.hasOutput('UserPoolClientId', {});
  });
});

describe('Api stack', () => {
  it('has one arm64 function per handler module, with the table and bucket names', () => {
    const api = templates.api;
    api.resourceCountIs('AWS::Lambda::Function', handlerModules.length);
    api.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Environment: {
        Variables: { [envNames.tableName]: Match.anyValue(), [envNames.mediaBucket]: Match.anyValue() },
      },
    });
    api.resourceCountIs('AWS::ApiGatewayV2::Integration', handlerModules.length);
  });

  it('has exactly the routes of the route table', () => {
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Route', routeList.length);
  });

  it.each(routeList)('%s has its route, authorizer and handler module', (_id, route) => {
    const api = templates.api;
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey(route),
      AuthorizationType: route.auth === 'user' ? 'JWT' : 'NONE',
    });
    const routeResources = Object.values(api.findResources('AWS::ApiGatewayV2::Route')) as RouteResource[];
    const found = routeResources.find((r) => r.Properties.RouteKey === routeKey(route));
    const integrationId = found?.Properties.Target['Fn::Join'][1][1].Ref ?? '';
    const integrations = api.findResources('AWS::ApiGatewayV2::Integration') as Record<
      string,
      IntegrationResource
    >;
    const [functionId] = integrations[integrationId]?.Properties.IntegrationUri['Fn::GetAtt'] ?? [];
    expect(functionId).toMatch(new RegExp(`^${pascal(route.handler)}Function[0-9A-F]{8}$`));
  });

  it('logs access and throttles on the default stage', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: {
        ThrottlingBurstLimit: Match.anyValue(),
        ThrottlingRateLimit: Match.anyValue(),
      },
    });
    templates.api.hasOutput('ApiUrl', {});
  });

  it('gives S3 access only to the modules that handle media', () => {
    const policies = templates.api.findResources('AWS::IAM::Policy');
    const withS3 = Object.keys(policies).filter((id) =>
      JSON.stringify(policies[id]).includes('s3:PutObject'),
    );
    expect(withS3.map((id) => id.replace(/FunctionServiceRoleDefaultPolicy.*/, '')).sort()).toEqual([
      'Profile',
      'Receipts',
    ]);
  });
});

describe('Site stack', () => {
  it('keeps the site bucket private and SSL-only', () => {
    expectPrivateSslOnlyBuckets(templates.site);
  });

  it('serves the bucket through CloudFront with origin access control, an SPA fallback and logging', () => {
    const site = templates.site;
    // The site bucket, and the media bucket for public profile photos.
    site.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
    for (const code of [403, 404]) {
      site.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          CustomErrorResponses: Match.arrayWith([
            Match.objectLike({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html' }),
          ]),
        }),
      });
    }
    site.hasOutput('SiteUrl', {});
  });

  it('sends security headers, with a CSP that lets the app reach the API and Cognito', () => {
    templates.site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ Override: true }),
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp("connect-src 'self' https://\\*\\.amazonaws\\.com"),
            Override: true,
          },
        }),
      }),
    });
  });

  it('writes config.json with the region, user pool, client and API URL of the stage', () => {
    const deployments = Object.values(templates.site.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    const markers: unknown[] = deployments[0]?.Properties.SourceMarkers ?? [];
    const values = JSON.stringify(markers.flatMap((m) => Object.values(m as Record<string, unknown>)));
    for (const part of [
      'AWS::Region',
      'Receipts-test-Auth:',
      'UserPool',
      'WebClient',
      'Receipts-test-Api:',
    ]) {
      expect(values).toContain(part);
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('leaves no unsuppressed error or warning in any stack', () => {
    const findings = Object.values(stacks).flatMap((stack) => {
      const annotations = Annotations.fromStack(stack);
      const rule = Match.stringLikeRegexp('AwsSolutions-');
      return [...annotations.findError('*', rule), ...annotations.findWarning('*', rule)];
    });
    expect(findings.map((f) => `${f.id}: ${String(f.entry.data).split(': ')[0]}`)).toEqual([]);
  });
});
