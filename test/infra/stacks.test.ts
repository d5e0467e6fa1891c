import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handlerModules, type RouteDef, routeKey, routes } from '@contract/routes';
import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '../../functions/store/table-definition';
import { buildApp } from '../../infra/receipts-app';

// One synthesis for the whole file: bundling every function takes a few seconds.
const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'cdk-test-')) });
const stacks = buildApp(app, 'test');
app.synth();
const template = (stack: Stack) => Template.fromStack(stack);

describe('Data stack', () => {
  const data = template(stacks.data);

  it('has one table keyed PK/SK with both GSIs and point-in-time recovery', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'receipts-test',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      GlobalSecondaryIndexes: tableDefinition.indexes.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
    });
  });

  it('keeps the media bucket private and SSL-only', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('Auth stack', () => {
  it('signs in by e-mail and confirms new users through the PreSignUp trigger', () => {
    const auth = template(stacks.auth);
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      LambdaConfig: { PreSignUp: Match.anyValue() },
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH']),
    });
  });
});

describe('Api stack', () => {
  const api = template(stacks.api);

  it('has one function per handler module', () => {
    api.resourceCountIs('AWS::Lambda::Function', handlerModules.length);
  });

  it.each(Object.entries(routes) as [string, RouteDef][])(
    '%s has its route and the right authorizer',
    (_id, route) => {
      api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey(route),
        AuthorizationType: route.auth === 'user' ? 'JWT' : 'NONE',
      });
    },
  );

  it('gives S3 access only to the modules that handle media', () => {
    const policies = api.findResources('AWS::IAM::Policy');
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
  const site = template(stacks.site);

  it('serves a private bucket through CloudFront with origin access control and an SPA fallback', () => {
    site.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: Match.arrayWith([
          Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ]),
        DefaultRootObject: 'index.html',
      }),
    });
    site.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({
        BlockPublicPolicy: true,
        RestrictPublicBuckets: true,
      }),
    });
    site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ FrameOptions: { FrameOption: 'DENY', Override: true } }),
      }),
    });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it.each(Object.entries(stacks))('%s has no unsuppressed errors', (_name, stack) => {
    const errors = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data).split(':')[0]}`)).toEqual([]);
  });
});
