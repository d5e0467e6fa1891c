import { Aws } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { stackName } from '../receipts-app';
import { prodStage } from '../stage';
import { bootstrapQualifiers, stagePolicyNames, toolkitStackName } from '../stage-config';
import { ciRoleNames, oneTimeStackNames, stackWrites } from './ci-access-policy';
import { prodResources, prodStacks } from './prod-resources';

/**
 * What the branch stages' CloudFormation execution role may do, and the permissions boundary it and every role
 * a branch stage creates run under (docs/accounts-and-bootstrap.md). With prod in the same account, a branch's
 * template is code anyone with push access writes: these are what keep it off prod's data and roles.
 *
 * The services a branch stage's templates hold resources of and its functions call, as IAM prefixes
 * (`AWS::ApiGatewayV2::*` is `apigateway`). Its roles may do anything in them (IAM only on `stageRoles`), minus
 * `prodOutOfReach`. A new kind of resource or call in a stage fails test/infra/prod-isolation.test.ts until its
 * service is added here.
 */
export const stageServices = [
  'apigateway',
  'cloudfront',
  'cloudwatch',
  'cognito-idp',
  'dynamodb',
  'events',
  'lambda',
  'logs',
  's3',
  'scheduler',
  'secretsmanager',
  'ses',
  'sns',
  'sqs',
  'ssm',
  'wafv2',
] as const;

/** The services whose AWS-managed keys a stage's resources use (DynamoDB's table encryption). */
const keysVia = ['dynamodb', 's3', 'sqs', 'sns', 'lambda', 'logs'];

/** The stacks a branch must never change: prod's, the one-time stacks and every bootstrap stack. */
export const protectedStacks = (partition: string = Aws.PARTITION, account: string = Aws.ACCOUNT_ID) =>
  [prodStacks, oneTimeStackNames.ciAccess, oneTimeStackNames.stagePolicies, toolkitStackName('*')].map(
    (name) => `arn:${partition}:cloudformation:*:${account}:stack/${name}/*`,
  );

/**
 * Denies every action on prod's resources, by name and by the tags every prod resource carries (the app's
 * `stage=prod`, CloudFormation's own `aws:cloudformation:stack-name`), and every change to the protected
 * stacks. In both the execution policy and the boundary, so neither alone is what keeps prod out.
 */
export function prodOutOfReach(): PolicyStatement[] {
  const prod = prodResources();
  return [
    new PolicyStatement({
      sid: 'ProdByName',
      effect: Effect.DENY,
      actions: ['*'],
      resources: Object.values(prod).flat(),
    }),
    new PolicyStatement({
      sid: 'ProdByStageTag',
      effect: Effect.DENY,
      actions: ['*'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:ResourceTag/stage': prodStage } },
    }),
    new PolicyStatement({
      sid: 'ProdByStackTag',
      effect: Effect.DENY,
      actions: ['*'],
      resources: ['*'],
      conditions: { StringLike: { 'aws:ResourceTag/aws:cloudformation:stack-name': prodStacks } },
    }),
    new PolicyStatement({
      sid: 'ProtectedStacks',
      effect: Effect.DENY,
      actions: stackWrites,
      resources: protectedStacks(),
    }),
    // Settings of the whole account that reach prod's resources: a subscription filter on every log group.
    new PolicyStatement({
      sid: 'AccountWide',
      effect: Effect.DENY,
      actions: ['logs:PutAccountPolicy', 'logs:DeleteAccountPolicy', 's3:PutAccountPublicAccessBlock'],
      resources: ['*'],
    }),
  ];
}

/**
 * The IAM identities no branch may touch: the bootstrap roles (both qualifiers), GitHub's roles and OIDC
 * provider, the stage policies themselves, and any user or group (a stage has none).
 */
export function oneTimeIdentities(partition: string = Aws.PARTITION, account: string = Aws.ACCOUNT_ID) {
  const iam = (resource: string) => `arn:${partition}:iam::${account}:${resource}`;
  return [
    iam('role/cdk-*'),
    ...Object.values(ciRoleNames).map((name) => iam(`role/${name}`)),
    iam('oidc-provider/*'),
    ...Object.values(stagePolicyNames).map((name) => iam(`policy/${name}`)),
    iam('user/*'),
    iam('group/*'),
  ];
}

/** IAM calls whose `iam:PermissionsBoundary` is the role's (or user's) boundary, before or after the call. */
const boundedIamCalls = [
  'iam:CreateRole',
  'iam:PutRolePermissionsBoundary',
  'iam:PutRolePolicy',
  'iam:DeleteRolePolicy',
  'iam:AttachRolePolicy',
  'iam:DetachRolePolicy',
  'iam:CreateUser',
  'iam:PutUserPermissionsBoundary',
];

/** Changes to CloudFront's policies and origin access controls, which IAM knows by id alone. */
export const edgePolicyWrites = [
  'ResponseHeadersPolicy',
  'CachePolicy',
  'OriginRequestPolicy',
  'OriginAccessControl',
].flatMap((kind) => [`cloudfront:Update${kind}`, `cloudfront:Delete${kind}`]);

/** The branch stages' CloudFormation execution role, which only CloudFormation assumes. */
const stageExecutionRole = (partition: string = Aws.PARTITION, account: string = Aws.ACCOUNT_ID) =>
  `arn:${partition}:iam::${account}:role/cdk-${bootstrapQualifiers.stages}-cfn-exec-role-*`;

/** The roles a branch stage's templates create: `Receipts-<stage>-<Part>-…`, prod's denied by name. */
export const stageRoles = (partition: string = Aws.PARTITION, account: string = Aws.ACCOUNT_ID) =>
  `arn:${partition}:iam::${account}:role/${stackName('*', '*')}`;

/**
 * What a branch stage may use at all: its services, its own roles, the bootstrap's version parameter, and the
 * AWS-managed keys its services encrypt with. Both policies allow this much and no more.
 */
function stageAllows(): PolicyStatement[] {
  const account = Aws.ACCOUNT_ID;
  const partition = Aws.PARTITION;
  return [
    new PolicyStatement({
      sid: 'StageServices',
      actions: stageServices.map((service) => `${service}:*`),
      resources: ['*'],
    }),
    new PolicyStatement({ sid: 'StageRoles', actions: ['iam:*'], resources: [stageRoles()] }),
    new PolicyStatement({
      sid: 'ServiceLinkedRoles',
      actions: ['iam:CreateServiceLinkedRole'],
      resources: [`arn:${partition}:iam::${account}:role/aws-service-role/*`],
    }),
    new PolicyStatement({
      sid: 'BootstrapVersion',
      actions: ['ssm:GetParameter', 'ssm:GetParameters'],
      resources: [
        `arn:${partition}:ssm:*:${account}:parameter/cdk-bootstrap/${bootstrapQualifiers.stages}/*`,
      ],
    }),
    new PolicyStatement({
      sid: 'ManagedKeys',
      actions: [
        'kms:CreateGrant',
        'kms:Decrypt',
        'kms:DescribeKey',
        'kms:Encrypt',
        'kms:GenerateDataKey*',
        'kms:ReEncrypt*',
      ],
      resources: ['*'],
      conditions: {
        StringLike: { 'kms:ViaService': keysVia.map((service) => `${service}.*.amazonaws.com`) },
      },
    }),
  ];
}

/**
 * The execution policy (`--cloudformation-execution-policies`): what CloudFormation may do for a branch's
 * template. What a stage uses (`stageAllows`), never prod.
 */
export const stageExecutionStatements = (): PolicyStatement[] => [...stageAllows(), ...prodOutOfReach()];

/**
 * The permissions boundary (`--custom-permissions-boundary`) of the execution role and of every role a branch
 * creates (`boundEveryRole`): what a stage uses, never prod, never the one-time identities, no role without
 * this same boundary, and no assuming roles. Whatever a branch's template grants its roles, they get no more.
 */
export function stageBoundaryStatements(boundaryArn: string): PolicyStatement[] {
  return [
    ...stageAllows(),
    ...prodOutOfReach(),
    new PolicyStatement({
      sid: 'OneTimeIdentities',
      effect: Effect.DENY,
      actions: ['iam:*'],
      resources: oneTimeIdentities(),
    }),
    new PolicyStatement({
      sid: 'OnlyBoundedRoles',
      effect: Effect.DENY,
      actions: boundedIamCalls,
      resources: ['*'],
      conditions: { StringNotEquals: { 'iam:PermissionsBoundary': boundaryArn } },
    }),
    new PolicyStatement({
      sid: 'BoundaryStays',
      effect: Effect.DENY,
      actions: ['iam:DeleteRolePermissionsBoundary', 'iam:DeleteUserPermissionsBoundary'],
      resources: ['*'],
    }),
    // These CloudFront resources' ARNs carry only an id and they take no tags: prod's cannot be named. Only the
    // execution role may change one, through CloudFormation; prod's stay open to it (accounts-and-bootstrap.md).
    new PolicyStatement({
      sid: 'EdgePoliciesByDeployOnly',
      effect: Effect.DENY,
      actions: edgePolicyWrites,
      resources: ['*'],
      conditions: { ArnNotLike: { 'aws:PrincipalArn': stageExecutionRole() } },
    }),
    // In one account every bootstrap role trusts the account: no role of a branch may assume any role.
    new PolicyStatement({
      sid: 'NoRoleChaining',
      effect: Effect.DENY,
      actions: ['sts:AssumeRole'],
      resources: ['*'],
    }),
  ];
}

/** The ARN of a stage policy in the account the stack is deployed to. */
export const stagePolicyArn = (name: string) => `arn:${Aws.PARTITION}:iam::${Aws.ACCOUNT_ID}:policy/${name}`;
