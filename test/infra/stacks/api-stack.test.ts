import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiThrottles } from '@contract/limits';
import { handlerModules, routeKey, routes } from '@contract/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { envNames } from '../../../functions/config';
import { createApiDocument } from '../../../functions/openapi/api-document';
import { apiDocumentFileName } from '../../../functions/openapi/document-file';
import { handlerAccess } from '../../../infra/access/handler-access';
import { permissionsPolicy } from '../../../infra/site-headers';
import { mediaFunctionMemoryMb } from '../../../infra/stacks/lambda-defaults';
import { acknowledgements, nagViolations } from '../../support/nag';
import { pascal, routeList, type StackTemplates, stackTemplates } from '../../support/stack-templates';
import { type Synthesised, synthesisTimeout, synthStage } from '../../support/synth';

/** The Api stack: one function per handler module, the route table, throttles and least privilege. */
interface RouteResource {
  Properties: { RouteKey: string; Target: { 'Fn::Join': [string, [string, { Ref: string }]] } };
}
interface IntegrationResource {
  Properties: { IntegrationUri: { 'Fn::GetAtt': [string, string] } };
}

let ephemeral: Synthesised;
let templates: StackTemplates;

beforeAll(() => {
  // The Api stack's functions bundled: tests below read the media and openapi functions' bundles.
  ephemeral = synthStage('test', {}, { bundle: ['Api'] });
  templates = stackTemplates(ephemeral);
}, synthesisTimeout);

describe('Api stack', () => {
  it('has one arm64 function per handler module, with the table and bucket names', () => {
    const api = templates.api;
    api.resourceCountIs('AWS::Lambda::Function', handlerModules.length);
    api.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: Match.anyValue(),
      Environment: {
        Variables: { [envNames.tableName]: Match.anyValue(), [envNames.mediaBucket]: Match.anyValue() },
      },
    });
    api.resourceCountIs('AWS::ApiGatewayV2::Integration', handlerModules.length);
  });

  it("ships sharp's linux-arm64 binaries beside the media bundle only, with the memory photos need", () => {
    const functions = Object.entries(templates.api.findResources('AWS::Lambda::Function'));
    const assetOf = ([, fn]: (typeof functions)[number]) =>
      join(ephemeral.outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    const [media, ...others] = [
      ...functions.filter(([id]) => id.startsWith('MediaFunction')),
      ...functions.filter(([id]) => !id.startsWith('MediaFunction')),
    ];
    expect(media![1].Properties.MemorySize).toBe(mediaFunctionMemoryMb);
    const modules = join(assetOf(media!), 'node_modules');
    expect(existsSync(join(modules, 'sharp/package.json'))).toBe(true);
    expect(readdirSync(join(modules, '@img/sharp-linux-arm64/lib'))).toContainEqual(
      expect.stringMatching(/^sharp-linux-arm64.*\.node$/),
    );
    expect(readdirSync(join(modules, '@img/sharp-libvips-linux-arm64/lib'))).toContainEqual(
      expect.stringMatching(/^libvips-cpp\.so/),
    );
    // This machine's x64 binaries stay out; sharp is imported, not bundled.
    expect(existsSync(join(modules, '@img/sharp-linux-x64'))).toBe(false);
    expect(readFileSync(join(assetOf(media!), 'index.mjs'), 'utf8')).toMatch(/import\(["']sharp["']\)/);
    for (const other of others) {
      expect(other[1].Properties.MemorySize).toBe(512);
      expect(existsSync(join(assetOf(other), 'node_modules'))).toBe(false);
    }
  });

  it('ships the API document built with the openapi bundle, which carries no document builder', () => {
    const [[, fn]] = Object.entries(templates.api.findResources('AWS::Lambda::Function')).filter(([id]) =>
      id.startsWith('OpenapiFunction'),
    ) as [
      [
        string,
        { Properties: { Code: { S3Key: string }; Environment: { Variables: Record<string, string> } } },
      ],
    ];
    expect(fn.Properties.Environment.Variables[envNames.apiDocumentFile]).toBe(apiDocumentFileName);
    const asset = join(ephemeral.outdir, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
    expect(JSON.parse(readFileSync(join(asset, apiDocumentFileName), 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(createApiDocument())),
    );
    // The entry and the chunks it imports on first use.
    const code = ['index.mjs', ...readdirSync(join(asset, 'chunks')).map((chunk) => `chunks/${chunk}`)];
    for (const file of code) expect(readFileSync(join(asset, file), 'utf8')).not.toContain('zod-openapi');
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

  it('sends Permissions-Policy with the other security headers', () => {
    templates.site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        CustomHeadersConfig: {
          Items: [{ Header: 'Permissions-Policy', Value: permissionsPolicy, Override: true }],
        },
      }),
    });
  });

  it('serves a custom domain with TLS 1.2 at least, and names it as the site URL', () => {
    const customDomain = {
      domainName: 'receipts.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    };
    // With CDK's own CloudFormation validation too: its warnings would be in the report below.
    const custom = synthStage('test', { customDomain }, { validate: true });
    const site = custom.template(custom.stacks.site);
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['receipts.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    site.hasOutput('SiteUrl', { Value: 'https://receipts.example.com' });
    // Without one, the default certificate is the only reason for cdk-nag's TLS finding to be acknowledged.
    expect(nagViolations(custom.outdir)).toEqual([]);
    const tls = acknowledgements(custom.stacks.site).filter(({ id }) => id === 'AwsSolutions-CFR4');
    expect(tls).toEqual([]);
  });

  it('access logs say who asked (source IP, user id) and hold no address', () => {
    const [stage] = Object.values(templates.api.findResources('AWS::ApiGatewayV2::Stage')) as {
      Properties: { AccessLogSettings: { Format: string } };
    }[];
    const format = JSON.parse(stage!.Properties.AccessLogSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({
      sourceIp: '$context.identity.sourceIp',
      userId: '$context.authorizer.claims.sub',
    });
    expect(Object.values(format).join(' ')).not.toMatch(/email/i);
  });

  it('throttles each route on its own, sized from capacity (contract/limits.ts), not as an abuse guard', () => {
    const [stage] = Object.values(templates.api.findResources('AWS::ApiGatewayV2::Stage')) as {
      Properties: {
        RouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
      };
    }[];
    const settings = stage!.Properties.RouteSettings;
    expect(Object.keys(settings).sort()).toEqual(Object.values(routes).map(routeKey).sort());
    // The sending route's bucket is not an abuse guard: one caller sending 20 a second must not fill it.
    for (const route of Object.values(routes))
      expect(settings[routeKey(route)]).toEqual({
        ThrottlingRateLimit: apiThrottles.defaultRate,
        ThrottlingBurstLimit: apiThrottles.defaultBurst,
      });
    expect(settings[routeKey(routes.createReceipt)]!.ThrottlingBurstLimit).toBeGreaterThan(20);
  });

  it("gives every function the stage's edge secret, made by Secrets Manager and resolved at deploy", () => {
    const secrets = templates.api.findResources('AWS::SecretsManager::Secret');
    const [[secretId, secret]] = Object.entries(secrets) as [
      [string, { Properties: Record<string, unknown> }],
    ];
    expect(secret.Properties).toMatchObject({
      Name: 'Receipts-test-Api-EdgeSecret',
      GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 48 },
    });
    templates.api.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          [envNames.edgeSecret]: {
            'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
          },
        }),
      },
    });
  });

  it('tells every function the stage is edge-only: a request without the edge secret is refused', () => {
    templates.api.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ [envNames.edgeOnly]: 'true' }) },
    });
  });

  it("gives every function the stage's limit overrides (none: the contract's figures)", () => {
    templates.api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ [envNames.accountLimits]: '{}' }) },
    });
  });

  // Least privilege, read off the handlers: what each function may do, and on what.
  const tableRead = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
  const tableWrite = [
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DeleteItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
  ];
  const media = ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'];
  const expected: Record<(typeof handlerModules)[number], string[]> = {
    // Read-only, but each takes from a limit: UpdateItem of its counter (on the table only).
    usernames: [...tableRead, 'dynamodb:UpdateItem'],
    users: [...tableRead, 'dynamodb:UpdateItem'],
    contacts: [...tableRead, ...tableWrite],
    profile: [...tableRead, ...tableWrite],
    receipts: [...tableRead, ...tableWrite, ...media],
    media: [...tableRead, ...tableWrite, ...media],
    account: [
      ...tableRead,
      ...tableWrite,
      's3:DeleteObject',
      's3:GetObject',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminUserGlobalSignOut',
    ],
    moderation: [...tableRead, ...tableWrite, 's3:DeleteObject'],
    openapi: [],
    'contact-form': [...tableRead, ...tableWrite, 'ses:SendEmail'],
  };

  it.each(handlerModules)(
    'the %s function may do exactly what its handler calls, on the table or media',
    (module) => {
      const policies = templates.api.findResources('AWS::IAM::Policy');
      const ids = Object.keys(policies).filter((id) =>
        id.startsWith(`${pascal(module)}FunctionServiceRoleDefaultPolicy`),
      );
      expect(ids.length).toBeLessThanOrEqual(1);
      type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
      const statements = (ids[0] ? policies[ids[0]]?.Properties.PolicyDocument.Statement : []) as Statement[];
      const grants = new Map<string, Set<string>>();
      for (const statement of statements) {
        expect(statement.Effect).toBe('Allow');
        // Its own log group, which every function of ours may write to (the test below).
        if (JSON.stringify(statement.Resource).includes(`"${pascal(module)}FunctionLogs`)) continue;
        const resources = [statement.Resource].flat().map((r) => {
          const text = JSON.stringify(r);
          if (/Table[0-9A-F]{8}/.test(text)) return text.includes('/index/*') ? 'table indexes' : 'table';
          if (/MediaBucket[0-9A-F]{8}/.test(text) && text.includes('/*')) return 'media objects';
          if (/UserPool[0-9A-F]{8}/.test(text)) return 'user pool';
          if (text.includes(':identity/')) return 'mail identity';
          if (text.includes(':configuration-set/receipts-')) return 'mail configuration set';
          return text;
        });
        for (const action of [statement.Action].flat()) {
          const set = grants.get(action) ?? new Set();
          for (const resource of resources) set.add(resource);
          grants.set(action, set);
        }
      }
      expect([...grants.keys()].sort()).toEqual([...expected[module]].sort());
      for (const [action, resources] of grants) {
        expect([action, [...resources].sort()]).toEqual([
          action,
          action.startsWith('s3:')
            ? ['media objects']
            : action.startsWith('cognito-idp:')
              ? ['user pool']
              : action.startsWith('ses:')
                ? ['mail configuration set', 'mail identity']
                : handlerAccess[module].limitCounters && action === 'dynamodb:UpdateItem'
                  ? ['table']
                  : ['table', 'table indexes'],
        ]);
      }
    },
  );
});
