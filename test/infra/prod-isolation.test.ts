import { join } from 'node:path';
import { tableNameFor } from '../../functions/store/platform/table-definition';
import { bootstrapArgs, parseEnvironment, stageBootstrapTemplate } from '../../infra/bootstrap/commands';
import { stackName } from '../../infra/receipts-app';
import { bootstrapRoleKinds, ciRoleNames, stackWrites } from '../../infra/stacks/ci-access-policy';
import { webAclArnParameter } from '../../infra/stacks/edge-stack';
import { stageServices } from '../../infra/stacks/stage-policies';
import { prodStage } from '../../infra/stage';
import { bootstrapQualifiers, stageConfig, stagePolicyNames } from '../../infra/stage-config';
import { cfnLint, cfnLintVersion, templatesIn } from '../support/cfn-lint';
import {
  decide,
  type PolicyDocument,
  type Request,
  type RoleModel,
  resolveTemplate,
} from '../support/iam-evaluation';
import {
  adminAccess,
  allowedOf,
  arn,
  bootstrapRole,
  boundaryArn,
  ciAccessOutdir,
  cliDefaults,
  defaultTemplate,
  env,
  environment,
  keptStageBootstrap,
  keptTemplate,
  names,
  narrowed,
  type ProdTarget,
  parametersOf,
  reach,
  repoRoot,
  requestsOf,
  resolve,
  roleNamed,
  type Setup,
  stageArgs,
  stageBootstrapRoles,
  stagePoliciesResources,
  tagsOf,
  unnarrowed,
} from '../support/one-account-setups';
import { type SynthesizedStage, synthesizedStages } from '../support/synthesized-stages';

/**
 * Prod and the branch stages in one account (docs/accounts-and-bootstrap.md): every role a push to any branch
 * can act as is denied prod's data, evaluated by the IAM evaluator over the policies as deployed: the CI access
 * and stage policies stacks as synthesized, the kept bootstrap template and CDK's default one (prod's) resolved
 * with the parameters `npm run bootstrap:*` passes. Each denial is checked against the set-up before too (CDK's
 * default bootstrap for the stages, AdministratorAccess for their execution role), where it was allowed.
 */

const linted = cfnLintVersion()
  ? cfnLint([join(repoRoot, stageBootstrapTemplate), ...templatesIn(ciAccessOutdir)])
  : undefined;

const prodTable = arn('dynamodb', `table/${tableNameFor(prodStage)}`);
const prodMediaBucket = `${stackName(prodStage, 'Data').toLowerCase()}-mediabucketbcbb02ba-1x2y3z4a5b6c`;
const prodLogGroup = arn(
  'logs',
  `log-group:${stackName(prodStage, 'Api')}-ReceiptsFunctionLogs0532A4DC-AbCdEfGhIjKl`,
);
const prodHandlerLogGroup = arn(
  'logs',
  `log-group:/aws/lambda/${stackName(prodStage, 'Site')}-CustomCDKBucketDeployment869-AbCdEfGhIjKl`,
);
const prodFunction = arn(
  'lambda',
  `function:${stackName(prodStage, 'Api')}-ReceiptsFunction0A1B2C3D-AbCdEfGhIjKl`,
);
const prodFunctionRole = `arn:aws:iam::${env.account}:role/${stackName(prodStage, 'Api')}-ReceiptsFunctionServiceRole-AbCdEfGh`;

/** Reads and writes of prod's table, media bucket, user pool and log groups. */
const prodData: ProdTarget[] = [
  {
    what: "prod's table",
    resource: prodTable,
    tags: tagsOf('Data'),
    actions: [
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:Scan',
      'dynamodb:PartiQLSelect',
      'dynamodb:DescribeTable',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:UpdateTable',
      'dynamodb:DeleteTable',
      'dynamodb:ExportTableToPointInTime',
      'dynamodb:RestoreTableToPointInTime',
      'dynamodb:EnableKinesisStreamingDestination',
    ],
  },
  { what: "an index of prod's table", resource: `${prodTable}/index/GSI1`, actions: ['dynamodb:Query'] },
  {
    what: "prod's table's stream",
    resource: `${prodTable}/stream/2026-01-01T00:00:00.000`,
    actions: ['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream'],
  },
  {
    what: "prod's media bucket",
    resource: `arn:aws:s3:::${prodMediaBucket}`,
    tags: tagsOf('Data'),
    actions: [
      's3:ListBucket',
      's3:GetBucketPolicy',
      's3:PutBucketPolicy',
      's3:PutBucketNotification',
      's3:PutLifecycleConfiguration',
      's3:DeleteBucket',
    ],
  },
  {
    what: "a voice note in prod's media bucket",
    resource: `arn:aws:s3:::${prodMediaBucket}/voice/01JABCDEFGHJKMNPQRSTVWXYZ0.webm`,
    actions: ['s3:GetObject', 's3:GetObjectVersion', 's3:PutObject', 's3:DeleteObject'],
  },
  {
    what: "prod's user pool",
    resource: arn('cognito-idp', `userpool/${env.region}_AbCdEfGhI`),
    tags: tagsOf('Auth'),
    byTagOnly: true,
    actions: [
      'cognito-idp:ListUsers',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:DescribeUserPool',
      'cognito-idp:UpdateUserPool',
      'cognito-idp:CreateUserPoolClient',
      'cognito-idp:DeleteUserPool',
    ],
  },
  {
    what: "a function's log group of prod's",
    resource: prodLogGroup,
    tags: tagsOf('Api'),
    actions: [
      'logs:FilterLogEvents',
      'logs:StartQuery',
      'logs:DescribeLogStreams',
      'logs:PutSubscriptionFilter',
      'logs:PutRetentionPolicy',
      'logs:DeleteLogGroup',
    ],
  },
  {
    what: "a log stream of prod's",
    resource: `${prodLogGroup}:log-stream:2026/11/28/[$LATEST]0123456789abcdef`,
    actions: ['logs:GetLogEvents', 'logs:PutLogEvents'],
  },
  {
    what: "a CDK handler's log group of prod's",
    resource: prodHandlerLogGroup,
    actions: ['logs:FilterLogEvents', 'logs:StartQuery', 'logs:DeleteLogGroup'],
  },
  {
    what: "prod's web ACL (its API's per-caller protection)",
    resource: `arn:aws:wafv2:us-east-1:${env.account}:global/webacl/${stackName(prodStage, 'Edge')}/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d`,
    tags: tagsOf('Edge'),
    actions: ['wafv2:GetWebACL', 'wafv2:UpdateWebACL', 'wafv2:DeleteWebACL'],
  },
  {
    what: "the parameter naming prod's web ACL",
    resource: `arn:aws:ssm:us-east-1:${env.account}:parameter${webAclArnParameter(prodStage)}`,
    tags: tagsOf('Edge'),
    actions: ['ssm:GetParameter', 'ssm:PutParameter', 'ssm:DeleteParameter'],
  },
  {
    what: "prod's bootstrap version",
    resource: arn('ssm', `parameter/cdk-bootstrap/${bootstrapQualifiers.prod}/version`),
    actions: ['ssm:PutParameter', 'ssm:DeleteParameter'],
  },
  {
    what: "prod's edge secret (which makes the API believe a viewer's address)",
    resource: arn('secretsmanager', `secret:${stackName(prodStage, 'Api')}-EdgeSecret-AbCdEf`),
    tags: tagsOf('Api'),
    actions: [
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
      'secretsmanager:DeleteSecret',
    ],
  },
];

describe('Prod out of every branch’s reach, in one account (IAM evaluator)', () => {
  let reachedNow: RoleModel[];
  let reachedBefore: RoleModel[];
  beforeAll(async () => {
    reachedNow = await reach(narrowed, ciRoleNames.stages);
    reachedBefore = await reach(unnarrowed, ciRoleNames.stages);
  });

  it('lets the stage CI role reach its own bootstrap roles, its execution role and roles a branch creates: none of prod', () => {
    const expected = [ciRoleNames.stages, ...stageBootstrapRoles, narrowed.created.role.name].sort();
    expect(names(reachedNow)).toEqual(expected);
  });

  it("let the stage CI role reach prod's bootstrap roles before the narrowing (its execution role assumed them)", () => {
    const prodBootstrapRoles = [...bootstrapRoleKinds, 'cfn-exec'].map((kind) =>
      bootstrapRole(bootstrapQualifiers.prod, kind),
    );
    expect(names(reachedBefore)).toEqual(
      [
        ciRoleNames.stages,
        ...stageBootstrapRoles,
        ...prodBootstrapRoles,
        unnarrowed.created.role.name,
      ].sort(),
    );
  });

  it.each(prodData)(
    'denies $what, read and write, to the stage CI role and every role it reaches',
    async (target) => {
      expect(await allowedOf(reachedNow, requestsOf(target))).toEqual([]);
    },
  );

  it.each(prodData)(
    'allowed $what to a role the stage CI role reached before the narrowing',
    async (target) => {
      const allowed = await allowedOf(reachedBefore, requestsOf(target));
      // Every request of the test above was allowed to somebody: each of them fails on the old set-up.
      for (const request of requestsOf(target))
        expect(
          allowed.filter((a) => a.endsWith(`${request.action}${request.tags ? ' [tagged]' : ''}`)),
        ).not.toEqual([]);
      const executionRole = bootstrapRole(bootstrapQualifiers.stages, 'cfn-exec');
      expect(allowed.some((a) => a.startsWith(`${executionRole} `))).toBe(true);
    },
  );

  it("reads prod's table, media, users and logs through CDK's default lookup role (ReadOnlyAccess), not the kept one", async () => {
    const lookup = bootstrapRole(bootstrapQualifiers.stages, 'lookup');
    const reads: Request[] = [
      { action: 'dynamodb:Scan', resource: prodTable },
      { action: 's3:GetObject', resource: `arn:aws:s3:::${prodMediaBucket}/voice/01J.webm` },
      { action: 'cognito-idp:ListUsers', resource: prodData[5]!.resource, tags: tagsOf('Auth') },
      { action: 'logs:FilterLogEvents', resource: prodLogGroup },
    ];
    const decisions = async (setup: Setup) =>
      Promise.all(reads.map((request) => decide(roleNamed(setup, lookup), request, env)));
    expect(await decisions(unnarrowed)).toEqual(reads.map(() => 'Allowed'));
    expect(await decisions(narrowed)).toEqual(reads.map(() => 'ImplicitlyDenied'));
  });

  /** Ways around the denials: other roles, the boundary, prod's code, its stacks, account-wide settings. */
  const escapes: Request[] = [
    {
      action: 'iam:CreateRole',
      resource: `arn:aws:iam::${env.account}:role/${stackName('feature-x', 'Api')}-Unbounded-ABC`,
    },
    {
      action: 'iam:CreateRole',
      resource: `arn:aws:iam::${env.account}:role/any-name-at-all`,
      context: { 'iam:PermissionsBoundary': boundaryArn },
    },
    { action: 'iam:PutRolePolicy', resource: prodFunctionRole },
    { action: 'iam:AttachRolePolicy', resource: prodFunctionRole, context: { 'iam:PolicyARN': adminAccess } },
    {
      action: 'iam:PassRole',
      resource: prodFunctionRole,
      context: { 'iam:PassedToService': 'lambda.amazonaws.com' },
    },
    {
      action: 'iam:UpdateAssumeRolePolicy',
      resource: `arn:aws:iam::${env.account}:role/${ciRoleNames.prod}`,
    },
    {
      action: 'iam:UpdateAssumeRolePolicy',
      resource: `arn:aws:iam::${env.account}:role/${bootstrapRole(bootstrapQualifiers.prod, 'deploy')}`,
    },
    {
      action: 'iam:DeleteRolePermissionsBoundary',
      resource: `arn:aws:iam::${env.account}:role/${stackName('feature-x', 'Api')}-ReceiptsFunctionServiceRole-1`,
    },
    {
      action: 'iam:CreatePolicyVersion',
      resource: `arn:aws:iam::${env.account}:policy/${stagePolicyNames.boundary}`,
    },
    { action: 'iam:CreateUser', resource: `arn:aws:iam::${env.account}:user/intruder` },
    { action: 'iam:CreateAccessKey', resource: `arn:aws:iam::${env.account}:user/intruder` },
    {
      action: 'sts:AssumeRole',
      resource: `arn:aws:iam::${env.account}:role/${bootstrapRole(bootstrapQualifiers.prod, 'deploy')}`,
      resourcePolicy: {
        Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { AWS: env.account } }],
      },
    },
    { action: 'lambda:InvokeFunction', resource: prodFunction },
    { action: 'lambda:UpdateFunctionCode', resource: prodFunction },
    {
      action: 's3:PutObject',
      resource: `arn:aws:s3:::cdk-${bootstrapQualifiers.prod}-assets-${env.account}-${env.region}/0123abcd.zip`,
    },
    ...stackWrites
      .slice(0, 5)
      .flatMap((action) =>
        [stackName(prodStage, 'Data'), 'Receipts-CiAccess', `CDKToolkit-${bootstrapQualifiers.prod}`].map(
          (stack) => ({ action, resource: arn('cloudformation', `stack/${stack}/0a1b2c3d`) }),
        ),
      ),
    { action: 'logs:PutAccountPolicy', resource: '*' },
  ];

  it('denies every role the stage CI role reaches each way around: other roles, the boundary, prod’s code and stacks', async () => {
    expect(await allowedOf(reachedNow, escapes)).toEqual([]);
  });

  it('allowed each of those ways to a role the stage CI role reached before the narrowing', async () => {
    const allowed = await allowedOf(reachedBefore, escapes);
    for (const request of escapes)
      expect([request.action, allowed.some((a) => a.endsWith(` ${request.action}`))]).toEqual([
        request.action,
        true,
      ]);
  });
});

describe("A branch stage still deploys, and prod's deploy is denied nothing", () => {
  const execution = () => roleNamed(narrowed, bootstrapRole(bootstrapQualifiers.stages, 'cfn-exec'));
  const stage = 'feature-x';
  const stageTags = { app: 'receipts', stage, 'aws:cloudformation:stack-name': stackName(stage, 'Data') };
  const stageRole = `arn:aws:iam::${env.account}:role/${stackName(stage, 'Api')}-ReceiptsFunctionServiceRole-1A2B`;
  const deployCalls: Request[] = [
    {
      action: 'dynamodb:CreateTable',
      resource: arn('dynamodb', `table/${tableNameFor(stage)}`),
      tags: stageTags,
    },
    {
      action: 'dynamodb:DeleteTable',
      resource: arn('dynamodb', `table/${tableNameFor(stage)}`),
      tags: stageTags,
    },
    { action: 's3:CreateBucket', resource: `arn:aws:s3:::receipts-${stage}-data-mediabucketbcbb02ba-1x2y3z` },
    {
      action: 's3:GetObject',
      resource: `arn:aws:s3:::cdk-${bootstrapQualifiers.stages}-assets-${env.account}-${env.region}/0123.zip`,
    },
    { action: 'cognito-idp:CreateUserPool', resource: '*' },
    {
      action: 'cognito-idp:CreateUserPoolClient',
      resource: arn('cognito-idp', `userpool/${env.region}_Stage1234`),
      tags: { ...stageTags, 'aws:cloudformation:stack-name': stackName(stage, 'Auth') },
    },
    { action: 'iam:CreateRole', resource: stageRole, context: { 'iam:PermissionsBoundary': boundaryArn } },
    { action: 'iam:PutRolePolicy', resource: stageRole, context: { 'iam:PermissionsBoundary': boundaryArn } },
    {
      action: 'iam:PassRole',
      resource: stageRole,
      context: { 'iam:PassedToService': 'lambda.amazonaws.com' },
    },
    { action: 'iam:DeleteRole', resource: stageRole },
    {
      action: 'lambda:CreateFunction',
      resource: arn('lambda', `function:${stackName(stage, 'Api')}-Fn-1A2B`),
    },
    {
      action: 'logs:CreateLogGroup',
      resource: arn('logs', `log-group:${stackName(stage, 'Api')}-FnLogs-1A2B`),
    },
    // The evaluator's data names only REST API paths for API Gateway's verbs; the grant is apigateway:* either way.
    { action: 'apigateway:POST', resource: `arn:aws:apigateway:${env.region}::/restapis` },
    { action: 'cloudfront:CreateDistribution', resource: '*' },
    { action: 'sqs:CreateQueue', resource: arn('sqs', `${stackName(stage, 'Notifications')}-Queue-1A2B`) },
    { action: 'sns:CreateTopic', resource: arn('sns', `${stackName(stage, 'Monitoring')}-Alarms-1A2B`) },
    {
      action: 'events:PutRule',
      resource: arn('events', `rule/${stackName(stage, 'Notifications')}-Rule-1A2B`),
    },
    {
      action: 'scheduler:CreateSchedule',
      resource: arn('scheduler', `schedule/${stackName(stage, 'Notifications')}/digest-1A2B`),
    },
    { action: 'ses:CreateConfigurationSet', resource: arn('ses', 'configuration-set/receipts-feature-x') },
    { action: 'cloudwatch:PutMetricAlarm', resource: arn('cloudwatch', 'alarm:receipts-feature-x-5xx') },
    {
      action: 'ssm:GetParameters',
      resource: arn('ssm', `parameter/cdk-bootstrap/${bootstrapQualifiers.stages}/version`),
    },
    {
      action: 'kms:CreateGrant',
      resource: arn('kms', 'key/1234abcd-12ab-34cd-56ef-1234567890ab'),
      context: { 'kms:ViaService': `dynamodb.${env.region}.amazonaws.com`, 'kms:CallerAccount': env.account },
      // aws/dynamodb's key policy: the account's principals, through DynamoDB.
      resourcePolicy: {
        Statement: [
          {
            Effect: 'Allow',
            Principal: { AWS: '*' },
            Action: ['kms:CreateGrant', 'kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt'],
            Resource: '*',
            Condition: {
              StringEquals: {
                'kms:CallerAccount': env.account,
                'kms:ViaService': `dynamodb.${env.region}.amazonaws.com`,
              },
            },
          },
        ],
      },
    },
  ];

  it.each(deployCalls.map((request) => [request.action, request]))(
    "lets the stages' execution role %s for a branch stage",
    async (_, request) => {
      expect(await decide(execution(), request, env)).toBe('Allowed');
    },
  );

  it('lets the stage CI role deploy through its deploy role, which passes the execution role to CloudFormation', async () => {
    const deploy = roleNamed(narrowed, bootstrapRole(bootstrapQualifiers.stages, 'deploy'));
    expect(
      await decide(
        deploy,
        {
          action: 'iam:PassRole',
          resource: execution().arn,
          context: { 'iam:PassedToService': 'cloudformation.amazonaws.com' },
        },
        env,
      ),
    ).toBe('Allowed');
    expect(
      await decide(
        deploy,
        {
          action: 'cloudformation:CreateChangeSet',
          resource: arn('cloudformation', `stack/${stackName(stage, 'Data')}/1`),
        },
        env,
      ),
    ).toBe('Allowed');
  });

  it("lets the prod CI role reach exactly prod's bootstrap roles, whose execution role is CDK's default (AdministratorAccess)", async () => {
    // What it assumes itself; prod's deploy role passes prod's execution role to CloudFormation.
    const prodCi = roleNamed(narrowed, ciRoleNames.prod);
    const assumed: string[] = [];
    for (const role of narrowed.roles) {
      const request = { action: 'sts:AssumeRole', resource: role.arn, resourcePolicy: role.trust };
      if (role !== prodCi && (await decide(prodCi, request, env)) === 'Allowed') assumed.push(role.name);
    }
    expect(assumed.sort()).toEqual(
      bootstrapRoleKinds.map((k) => bootstrapRole(bootstrapQualifiers.prod, k)).sort(),
    );
    const reached = await reach(narrowed, ciRoleNames.prod);
    expect(names(reached)).toContain(bootstrapRole(bootstrapQualifiers.prod, 'cfn-exec'));
    const prodExecution = roleNamed(narrowed, bootstrapRole(bootstrapQualifiers.prod, 'cfn-exec'));
    expect(prodExecution.boundary).toBeUndefined();
    expect(prodExecution.policies.map((p) => p.name)).toEqual([adminAccess]);
    const prodDeploys = [
      ...prodData.flatMap(requestsOf),
      ...stackWrites.map((action) => ({
        action,
        resource: arn('cloudformation', `stack/${stackName(prodStage, 'Api')}/1`),
      })),
      { action: 'iam:PutRolePolicy', resource: prodFunctionRole },
      { action: 'lambda:UpdateFunctionCode', resource: prodFunction },
    ];
    const denied: string[] = [];
    for (const request of prodDeploys)
      if ((await decide(prodExecution, request, env)) !== 'Allowed') denied.push(request.action);
    expect(denied).toEqual([]);
    const prodDeploy = roleNamed(narrowed, bootstrapRole(bootstrapQualifiers.prod, 'deploy'));
    expect(
      await decide(
        prodDeploy,
        {
          action: 'cloudformation:UpdateStack',
          resource: arn('cloudformation', `stack/${stackName(prodStage, 'Api')}/1`),
        },
        env,
      ),
    ).toBe('Allowed');
  });

  it("gives prod's roles no permissions boundary and every branch stage's the stages' one", () => {
    expect(stageConfig(prodStage).permissionsBoundary).toBeUndefined();
    expect(stageConfig('feature-x').permissionsBoundary).toBe(stagePolicyNames.boundary);
  });
});

describe('The kept stage bootstrap template', () => {
  it("is CDK's default template with only the lookup role narrowed, the rules, its variant and two cfn-lint silences", () => {
    const undone = structuredClone(keptTemplate);
    expect(undone.Description).toMatch(/^Receipts: /);
    undone.Description = defaultTemplate.Description;
    expect(undone.Parameters.BootstrapVariant.Default).toBe('Receipts: branch stages, narrowed');
    undone.Parameters.BootstrapVariant.Default = defaultTemplate.Parameters.BootstrapVariant.Default;
    expect(Object.keys(undone.Rules)).toEqual(['NarrowedExecutionRole']);
    delete undone.Rules;
    expect(undone.Outputs.BootstrapVariant).toEqual({
      Description: expect.any(String),
      Value: { Ref: 'BootstrapVariant' },
    });
    delete undone.Outputs.BootstrapVariant;
    expect(undone.Resources.StagingBucket.Metadata).toEqual({
      'cfn-lint': { config: { ignore_checks: ['W3045'] } },
    });
    delete undone.Resources.StagingBucket.Metadata;
    const lookup = undone.Resources.LookupRole.Properties;
    expect(lookup.ManagedPolicyArns).toBeUndefined();
    lookup.ManagedPolicyArns = defaultTemplate.Resources.LookupRole.Properties.ManagedPolicyArns;
    lookup.Policies[0].PolicyDocument.Statement = lookup.Policies[0].PolicyDocument.Statement.filter(
      (s: { Sid: string }) => s.Sid === 'DontReadSecrets',
    );
    // A newer CDK CLI changes its template: take its --show-template again and make the same changes.
    expect(undone).toEqual(defaultTemplate);
  });

  it('gives the lookup role stack reads and its bootstrap version only', () => {
    const lookup = roleNamed(narrowed, bootstrapRole(bootstrapQualifiers.stages, 'lookup'));
    const allows = lookup.policies
      .flatMap((p) => p.policy.Statement)
      .filter((s) => s.Effect === 'Allow')
      .flatMap((s) => [s.Action].flat() as string[]);
    expect(allows.every((a) => /^cloudformation:(Describe|Get|List)|^ssm:GetParameters?$/.test(a))).toBe(
      true,
    );
  });

  it('runs with the arguments of npm run bootstrap:stages, and its rules refuse the CLI defaults and any other boundary', () => {
    expect(keptStageBootstrap.failedRules()).toEqual([]);
    const refused = (parameters: Record<string, string>) => resolve(keptTemplate, parameters).failedRules();
    const stage = parametersOf(stageArgs);
    expect(refused(cliDefaults(bootstrapQualifiers.stages))).toHaveLength(2);
    expect(refused({ ...stage, CloudFormationExecutionPolicies: adminAccess })).toHaveLength(1);
    expect(refused({ ...stage, CloudFormationExecutionPolicies: '' })).toHaveLength(1);
    expect(refused({ ...stage, InputPermissionsBoundary: '' })).toHaveLength(1);
    expect(
      refused({
        ...stage,
        InputPermissionsBoundary: `cdk-${bootstrapQualifiers.stages}-permissions-boundary`,
      }),
    ).toHaveLength(1);
    const execution = keptStageBootstrap.resources.CloudFormationExecutionRole!.Properties;
    expect(execution.ManagedPolicyArns).toEqual([
      `arn:aws:iam::${env.account}:policy/${stagePolicyNames.execution}`,
    ]);
    expect(execution.PermissionsBoundary).toBe(boundaryArn);
  });

  it('is what npm run bootstrap:stages deploys, with prod bootstrapped from the CLI’s own template', () => {
    expect(bootstrapArgs('stages', environment)).toEqual([
      'bootstrap',
      environment,
      '--qualifier',
      'rcptstage',
      '--toolkit-stack-name',
      'CDKToolkit-rcptstage',
      '--template',
      'infra/bootstrap/stage-bootstrap.yaml',
      '--cloudformation-execution-policies',
      `arn:aws:iam::${env.account}:policy/receipts-stage-execution`,
      '--custom-permissions-boundary',
      'receipts-stage-boundary',
    ]);
    expect(bootstrapArgs('prod', environment)).toEqual([
      'bootstrap',
      environment,
      '--qualifier',
      'rcptprod',
      '--toolkit-stack-name',
      'CDKToolkit-rcptprod',
    ]);
    expect(() => parseEnvironment('aws://1234/eu-west-1')).toThrow(/aws:\/\/<12-digit account>\/<region>/);
    expect(() => bootstrapArgs('stages', '123456789012')).toThrow(/aws:\/\//);
  });

  it('keeps each stage policy within the 6,144 characters IAM takes', () => {
    for (const resource of Object.values(stagePoliciesResources)) {
      const size = JSON.stringify(resource.Properties.PolicyDocument).replace(/\s/g, '').length;
      expect([resource.Properties.ManagedPolicyName, size < 6144]).toEqual([
        resource.Properties.ManagedPolicyName,
        true,
      ]);
    }
  });

  (linted ? it : it.skip)('passes cfn-lint, with the CI access and stage policies templates', async () => {
    expect(await linted).toEqual([]);
  });
});

describe("A branch stage's roles and resources within the stage policies", () => {
  let branch: SynthesizedStage;
  beforeAll(() => {
    branch = synthesizedStages.branch();
  }, 300_000);

  const resourcesOf = () =>
    branch.all.flatMap((stack) =>
      Object.entries(
        branch.template(stack).toJSON().Resources as Record<
          string,
          { Type: string; Properties?: Record<string, unknown> }
        >,
      ),
    );

  it('gives every role of a branch stage the permissions boundary, the custom-resource providers’ too', () => {
    const roles = resourcesOf().filter(([, r]) => r.Type === 'AWS::IAM::Role');
    expect(roles.length).toBeGreaterThan(10);
    for (const [id, role] of roles) {
      const boundary = resolveTemplate(
        {
          Resources: {
            R: { Type: 'AWS::IAM::Role', Properties: { B: role.Properties?.PermissionsBoundary ?? '' } },
          },
        },
        {},
        env,
      ).resources.R!.Properties.B;
      expect([id, boundary]).toEqual([id, boundaryArn]);
    }
  });

  /** A resource type's service as IAM names it. */
  const serviceOf = (type: string) => {
    if (type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource') return 'lambda';
    const service = type.split('::')[1]!.toLowerCase();
    return (
      (
        { apigatewayv2: 'apigateway', cognito: 'cognito-idp', cdk: 'cloudformation' } as Record<
          string,
          string
        >
      )[service] ?? service
    );
  };

  it("holds only resources of services the stages' execution policy allows", () => {
    const services = new Set(resourcesOf().map(([, r]) => serviceOf(r.Type)));
    services.delete('iam');
    expect([...services].filter((s) => !(stageServices as readonly string[]).includes(s))).toEqual([]);
  });

  it("grants its roles only actions of the stages' services, within the boundary", () => {
    const actions = new Set(
      resourcesOf()
        .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
        .flatMap(([, r]) => (r.Properties!.PolicyDocument as PolicyDocument).Statement)
        .filter((s) => s.Effect === 'Allow')
        .flatMap((s) => [s.Action].flat() as string[]),
    );
    const outside = [...actions].filter(
      (action) =>
        !(stageServices as readonly string[]).includes(action.split(':')[0]!) && action !== 'iam:PassRole',
    );
    expect(outside).toEqual([]);
  });
});
