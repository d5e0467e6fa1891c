import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { edgeSecretHeader } from '@contract/edge-headers';
import { limits } from '@contract/limits';
import { apiPathPrefix, embedWallPrefix, memberLinkPrefixes } from '@contract/site-paths';
import { Match } from 'aws-cdk-lib/assertions';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import {
  pendingUploadPrefix,
  previewCardPrefix,
  profilePhotoPrefix,
  voiceRecordingPrefix,
} from '../../../functions/domain/media-keys';
import { siteHostHeader } from '../../../functions/previews/site-host';
import { embedWallRequestCode } from '../../../infra/edge/embed-wall-request';
import { siteRequestCode } from '../../../infra/edge/site-request';
import {
  expectPrivateSslOnlyBuckets,
  type StackTemplates,
  stackTemplates,
} from '../../support/stack-templates';
import { type SynthesizedStage, synthesisTimeout, synthesizedStages } from '../../support/synthesized-stages';

/** The Site stack: the site and media buckets behind CloudFront, its headers and the site's config.json. */
let ephemeral: SynthesizedStage;
let prod: SynthesizedStage;
let templates: StackTemplates;

beforeAll(() => {
  ephemeral = synthesizedStages.branch();
  prod = synthesizedStages.prod();
  templates = stackTemplates(ephemeral);
}, synthesisTimeout);

describe('Site stack', () => {
  it('keeps the site bucket private and SSL-only', () => {
    expectPrivateSslOnlyBuckets(templates.site);
  });

  it("gives the media bucket its one policy: TLS only, and only this stage's distribution reads its public prefixes", () => {
    for (const synth of [prod, ephemeral]) {
      const site = synth.template(synth.stacks.site);
      const policies = Object.values(site.findResources('AWS::S3::BucketPolicy')).filter((p) =>
        JSON.stringify(p.Properties.Bucket).includes('MediaBucket'),
      );
      expect(policies).toHaveLength(1);
      const [distributionId] = Object.keys(site.findResources('AWS::CloudFront::Distribution'));
      const statements = policies[0]?.Properties.PolicyDocument.Statement as Record<string, unknown>[];
      expect(statements).toEqual([
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
        expect.objectContaining({
          Effect: 'Allow',
          Action: 's3:GetObject',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Condition: {
            StringEquals: {
              'AWS:SourceArn': {
                'Fn::Join': [
                  '',
                  [
                    'arn:',
                    { Ref: 'AWS::Partition' },
                    ':cloudfront::',
                    { Ref: 'AWS::AccountId' },
                    ':distribution/',
                    { Ref: distributionId },
                  ],
                ],
              },
            },
          },
        }),
      ]);
      const readable = JSON.stringify(statements[1]?.Resource);
      for (const prefix of [profilePhotoPrefix, previewCardPrefix]) expect(readable).toContain(`/${prefix}*`);
      expect(readable).not.toContain(voiceRecordingPrefix);
      expect(readable).not.toContain(pendingUploadPrefix);
      // No other distribution of the account: nothing in any template grants `distribution/*`.
      for (const stack of synth.all)
        expect(JSON.stringify(synth.template(stack).toJSON())).not.toContain('distribution/*');
    }
  });

  it("serves the bucket through CloudFront with origin access control, the app's pages by a function on its own behaviour", () => {
    const site = templates.site;
    // The site bucket, the media bucket for public profile photos and preview cards, the link-preview function.
    site.resourceCountIs('AWS::CloudFront::OriginAccessControl', 3);
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
    const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    const [association, ...others] = config.DefaultCacheBehavior.FunctionAssociations;
    expect([association.EventType, others]).toEqual(['viewer-request', []]);
    const [functionId] = association.FunctionARN['Fn::GetAtt'];
    expect(site.findResources('AWS::CloudFront::Function')[functionId]?.Properties.FunctionCode).toBe(
      siteRequestCode(),
    );
    // A missing file is S3's 404: the distribution may list the site bucket (only through that function).
    const sitePolicy = Object.values(site.findResources('AWS::S3::BucketPolicy')).find((p) =>
      JSON.stringify(p.Properties.Bucket).includes('SiteBucket'),
    );
    expect(JSON.stringify(sitePolicy?.Properties.PolicyDocument)).toContain('s3:ListBucket');
    site.hasOutput('SiteUrl', {});
  });

  it("sends the API the viewer's address (AllViewerExceptHostHeader) and the stage's edge secret, from Secrets Manager", () => {
    for (const synth of [prod, ephemeral]) {
      const site = synth.template(synth.stacks.site);
      const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution'));
      const config = distribution?.Properties.DistributionConfig;
      const api = config.CacheBehaviors.find(
        (b: { PathPattern: string }) => b.PathPattern === `${apiPathPrefix}/*`,
      );
      // The managed policy with CloudFront's own headers, CloudFront-Viewer-Address among them, and no Host.
      expect(api.OriginRequestPolicyId).toBe(
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      );
      const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
      expect(origin.OriginCustomHeaders).toEqual([
        { HeaderName: edgeSecretHeader, HeaderValue: expect.anything() },
      ]);
      // Resolved at deploy from the Api stack's secret: the value is in no template.
      expect(origin.OriginCustomHeaders[0].HeaderValue).toEqual({
        'Fn::Join': [
          '',
          [
            '{{resolve:secretsmanager:',
            { 'Fn::ImportValue': expect.stringMatching(/EdgeSecret/) },
            ':SecretString:::}}',
          ],
        ],
      });
      const others = config.Origins.filter((o: { Id: string }) => o.Id !== api.TargetOriginId);
      expect(others.flatMap((o: { OriginCustomHeaders?: unknown[] }) => o.OriginCustomHeaders ?? [])).toEqual(
        [],
      );
    }
  });

  it('maps no error status to a success: custom error responses apply to every behaviour, the API included', () => {
    for (const synth of [prod, ephemeral]) {
      const site = synth.template(synth.stacks.site);
      for (const distribution of Object.values(site.findResources('AWS::CloudFront::Distribution'))) {
        const responses: { ErrorCode: number; ResponseCode?: number }[] =
          distribution.Properties.DistributionConfig.CustomErrorResponses ?? [];
        expect(responses.filter((r) => r.ResponseCode !== undefined && r.ResponseCode < 400)).toEqual([]);
      }
    }
  });

  it('sends shared profile links /u/* to the link-preview function URL, the head cached a few minutes', () => {
    const site = templates.site;
    const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    const behavior = config.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === `${memberLinkPrefixes.profile}*`,
    );
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    // Only this distribution may call the function: the URL's IAM auth, signed by origin access control.
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('FunctionUrl');
    expect(origin.OriginAccessControlId).toBeDefined();
    site.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
      }),
    });
    site.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    site.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunctionUrl',
      Principal: 'cloudfront.amazonaws.com',
    });
    // The cache policy: a few minutes at the edge, keyed on the site's host (the canonical URL's) only.
    const policies = site.findResources('AWS::CloudFront::CachePolicy');
    const policy = policies[behavior.CachePolicyId.Ref]?.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({
      DefaultTTL: limits.previewHeadCacheSeconds,
      MaxTTL: limits.previewHeadCacheSeconds,
      MinTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [siteHostHeader] },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
    // The viewer-request function that puts the visitor's host in that header.
    const [association] = behavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    site.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp(siteHostHeader),
    });
    // Preview cards come from the media bucket, as profile photos do.
    const cards = config.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === `${previewCardPrefix}*`,
    );
    const photos = config.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === `${profilePhotoPrefix}*`,
    );
    expect(cards.TargetOriginId).toBe(photos.TargetOriginId);
  });

  it('lets the link-preview function read the table and draw cards only under previewCards/', () => {
    const site = templates.site;
    const policies = Object.values(site.findResources('AWS::IAM::Policy')).map((p) =>
      JSON.stringify(p.Properties.PolicyDocument),
    );
    const preview = policies.find((p) => p.includes(`${previewCardPrefix}*`));
    expect(preview).toBeDefined();
    expect(preview).toContain('s3:PutObject');
    expect(preview).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem)/);
    expect(preview).not.toContain('s3:DeleteObject');
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: previewCardPrefix, ExpirationInDays: limits.previewCardDays }),
        ]),
      },
    });
  });

  it('serves voice-note links through CloudFront with nosniff, the presigned query passed on to S3', () => {
    const site = templates.site;
    const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    const behavior = config.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === `${voiceRecordingPrefix}*`,
    );
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    // S3 checks the presigned signature: the origin has no access of its own and nothing is cached.
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeUndefined();
    // The bucket's regional host, the one the Lambda's presigned URLs are signed for.
    expect(JSON.stringify(origin.DomainName)).toMatch(/\.s3\.".*AWS::Region.*AWS::URLSuffix/);
    expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    const requests = site.findResources('AWS::CloudFront::OriginRequestPolicy');
    const requestPolicy = requests[behavior.OriginRequestPolicyId.Ref]?.Properties.OriginRequestPolicyConfig;
    expect(requestPolicy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(requestPolicy.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
    const headers = site.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const headerPolicy =
      headers[behavior.ResponseHeadersPolicyId.Ref]?.Properties.ResponseHeadersPolicyConfig;
    expect(headerPolicy.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
  });

  it('lets other sites frame the embedded wall only: its own behaviour, headers and index.html', () => {
    const site = templates.site;
    const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    const behaviors: { PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }[] =
      config.CacheBehaviors;
    const embed = behaviors.find((b) => b.PathPattern === `${embedWallPrefix}*`);
    expect(embed).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const policies = site.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const policyOf = (ref: string) => policies[ref]?.Properties.ResponseHeadersPolicyConfig;
    const embedHeaders = policyOf(embed?.ResponseHeadersPolicyId.Ref ?? '');
    expect(embedHeaders.SecurityHeadersConfig.FrameOptions).toBeUndefined();
    expect(JSON.stringify(embedHeaders.SecurityHeadersConfig.ContentSecurityPolicy)).toContain(
      'frame-ancestors *',
    );
    // Every other behaviour, and the default, refuses to be framed.
    const others = [config.DefaultCacheBehavior, ...behaviors.filter((b) => b !== embed)];
    for (const behavior of others)
      expect(policyOf(behavior.ResponseHeadersPolicyId.Ref).SecurityHeadersConfig.FrameOptions).toEqual({
        FrameOption: 'DENY',
        Override: true,
      });
    // The same origin as the app (the site bucket), asked for index.html by a viewer-request function.
    expect(embed).toMatchObject({ TargetOriginId: config.DefaultCacheBehavior.TargetOriginId });
    const functions = site.findResources('AWS::CloudFront::Function');
    const [association] = (embed as unknown as { FunctionAssociations: { FunctionARN: object }[] })
      .FunctionAssociations;
    const fn = Object.entries(functions).find(([id]) =>
      JSON.stringify(association?.FunctionARN).includes(id),
    );
    expect(fn?.[1].Properties.FunctionCode).toBe(embedWallRequestCode());
  });

  it('sends security headers, with a CSP that lets the app reach the API and Cognito', () => {
    templates.site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ Override: true }),
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
  });

  it("names the stage's user pool and media bucket in the CSP (the API is the site's own), and no wildcard host", () => {
    const policies = Object.values(templates.site.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    // The site's policy and the embedded wall's (which differs only in who may frame it).
    expect(policies).toHaveLength(2);
    const csp = policies.find(
      (p) => p.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.FrameOptions,
    )?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
    // An Fn::Join of literal parts and the stage's tokens (the API's import, region, URL suffix, bucket).
    const parts: unknown[] = csp.ContentSecurityPolicy['Fn::Join'][1];
    const text = parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('');
    const connect = /connect-src ([^;]*)/.exec(text)?.[1] ?? '';
    expect(connect).toMatch(/^'self' /);
    expect(connect).not.toContain('Receipts-test-Api');
    expect(connect).toContain('https://cognito-idp.{"Ref":"AWS::Region"}.{"Ref":"AWS::URLSuffix"}');
    expect(connect).toMatch(
      / https:\/\/\{"Fn::ImportValue":"Receipts-test-Data:[^ ]*\.s3\.\{"Ref":"AWS::Region"\}\.\{"Ref":"AWS::URLSuffix"\}$/,
    );
    expect(text).not.toContain('*');
    expect(text).not.toContain("'unsafe-eval'");
    expect(text).toContain("script-src 'self';");
  });

  it("writes config.json with the region, user pool, client and the API under the site's own address", () => {
    const deployments = Object.values(templates.site.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    const markers: unknown[] = deployments[0]?.Properties.SourceMarkers ?? [];
    const values = JSON.stringify(markers.flatMap((m) => Object.values(m as Record<string, unknown>)));
    for (const part of ['AWS::Region', 'Receipts-test-Auth:', 'UserPool', 'WebClient', 'DomainName']) {
      expect(values).toContain(part);
    }
    expect(values).not.toContain('Receipts-test-Api:');
  });

  it('tells the site to sign in with SRP and to offer TOTP (signInSettings for AWS)', () => {
    const deployment = Object.values(templates.site.findResources('Custom::CDKBucketDeployment'))[0];
    const keys: { 'Fn::Join'?: unknown }[] | string[] = deployment?.Properties.SourceObjectKeys ?? [];
    const { outdir } = ephemeral;
    const configs = keys
      .map((key) => String(key).replace(/\.zip$/, ''))
      .map((hash) => join(outdir, `asset.${hash}`, 'config.json'))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({ authFlowType: 'USER_SRP_AUTH', totpMfa: true });
    // The distribution's domain is a marker the deployment fills in: `https://<marker>/api`.
    expect(String(configs[0]?.apiUrl)).toMatch(new RegExp(`^https://<<marker:[^>]+>>${apiPathPrefix}$`));
  });
});
