import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { parse } from 'yaml';
import { bootstrapArgs, stageBootstrapTemplate } from '../../infra/bootstrap/commands';
import { buildCiAccessApp } from '../../infra/ci-access';
import { stackName } from '../../infra/receipts-app';
import { bootstrapRoleKinds } from '../../infra/stacks/ci-access-policy';
import { prodStage } from '../../infra/stage';
import { bootstrapQualifiers, stagePolicyNames } from '../../infra/stage-config';
import { awsManagedPolicies } from './aws-managed-policies';
import {
  decide,
  type Environment,
  type PolicyDocument,
  type Request,
  type ResolvedResources,
  type RoleModel,
  reachableRoles,
  resolveTemplate,
  rolesOf,
} from './iam-evaluation';
import { cdkJsonContext, withoutCfnValidation } from './synth';

/**
 * Prod and the branch stages in one account (docs/accounts-and-bootstrap.md), as IAM sees them before and after
 * the narrowing: the CI access and stage policies stacks as synthesized, the kept bootstrap template and CDK's
 * default one (prod's) resolved with the parameters `npm run bootstrap:*` passes. `narrowed` is the set-up as
 * deployed; `unnarrowed` the one before (CDK's default bootstrap for the stages, AdministratorAccess for their
 * execution role). test/infra/prod-isolation.test.ts and prod-edge-isolation.test.ts evaluate both.
 */
export const env: Environment = { partition: 'aws', account: '123456789012', region: 'eu-west-1' };
export const environment = `aws://${env.account}/${env.region}`;
export const repoRoot = join(__dirname, '../..');
export const adminAccess = `arn:${env.partition}:iam::aws:policy/AdministratorAccess`;

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation templates as parsed
export type AnyTemplate = any;

/** The CDK CLI's own bootstrap template, as `cdk bootstrap` without --template deploys it. */
function cdkDefaultBootstrapTemplate(): AnyTemplate {
  const cdk = spawnSync(
    join(repoRoot, 'node_modules/.bin/cdk'),
    ['bootstrap', '--show-template', '--no-notices'],
    { cwd: tmpdir(), encoding: 'utf8' },
  );
  if (cdk.status !== 0) throw new Error(`cdk bootstrap --show-template failed: ${cdk.stderr}`);
  return parse(cdk.stdout);
}

/** The template parameters a `cdk bootstrap` command line sets. */
export function parametersOf(args: string[]): Record<string, string> {
  const byFlag: Record<string, string> = {
    '--qualifier': 'Qualifier',
    '--cloudformation-execution-policies': 'CloudFormationExecutionPolicies',
    '--custom-permissions-boundary': 'InputPermissionsBoundary',
  };
  const parameters: Record<string, string> = {};
  args.forEach((arg, i) => {
    const parameter = byFlag[arg];
    if (parameter) parameters[parameter] = args[i + 1]!;
  });
  return parameters;
}

/** What the CLI deploys for `cdk bootstrap --qualifier <q>` alone: its template, AdministratorAccess. */
export const cliDefaults = (qualifier: string) => ({
  Qualifier: qualifier,
  CloudFormationExecutionPolicies: adminAccess,
});

// CDK's own CloudFormation validation left out: ci-access.test.ts runs it on this app and finds its report empty.
const ciAccessApp = new App({
  context: { ...cdkJsonContext(), githubRepository: 'octo-org/receipts' },
  ...withoutCfnValidation,
});
const { ciAccess, stagePolicies } = buildCiAccessApp(ciAccessApp);
export const ciAccessOutdir = ciAccessApp.synth().directory;
const ciAccessTemplate = Template.fromStack(ciAccess).toJSON();
const stagePoliciesTemplate = Template.fromStack(stagePolicies!).toJSON();
export const keptTemplate: AnyTemplate = parse(readFileSync(join(repoRoot, stageBootstrapTemplate), 'utf8'));
export const defaultTemplate = cdkDefaultBootstrapTemplate();

export const stageArgs = bootstrapArgs('stages', environment);
export const resolve = (template: AnyTemplate, parameters: Record<string, string>) =>
  resolveTemplate(template, parameters, env);
const ciAccessResources = resolve(ciAccessTemplate, {}).resources;
export const stagePoliciesResources = resolve(stagePoliciesTemplate, {}).resources;
export const keptStageBootstrap = resolve(keptTemplate, parametersOf(stageArgs));
const defaultStageBootstrap = resolve(defaultTemplate, cliDefaults(bootstrapQualifiers.stages));
const prodBootstrap = resolve(defaultTemplate, parametersOf(bootstrapArgs('prod', environment)));

const managed = awsManagedPolicies(env.partition);
export const boundaryArn = `arn:${env.partition}:iam::${env.account}:policy/${stagePolicyNames.boundary}`;
const boundaryOf = (policies: ResolvedResources) =>
  Object.values(policies).find((r) => r.Properties.ManagedPolicyName === stagePolicyNames.boundary)!
    .Properties.PolicyDocument as PolicyDocument;

/** A role a branch's template creates, granted everything its author likes (`*`): the worst case. */
const createdRole = (boundary: PolicyDocument | undefined): RoleModel => {
  const name = `${stackName('feature-x', 'Api')}-ReceiptsFunctionServiceRole-1A2B3C4D5E6F`;
  return {
    name,
    arn: `arn:${env.partition}:iam::${env.account}:role/${name}`,
    trust: {
      Statement: [
        { Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: 'lambda.amazonaws.com' } },
      ],
    },
    policies: [
      { name: 'anything', policy: { Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] } },
    ],
    ...(boundary ? { boundary } : {}),
  };
};

/** Every role of one set-up, and the one a branch could create in it. */
export interface Setup {
  roles: RoleModel[];
  created: { role: RoleModel; context: Record<string, string> };
}
/** The set-up with the stage policies `policies` (the stage policies stack's resources, resolved). */
export const narrowedWith = (policies: ResolvedResources): Setup => ({
  roles: rolesOf(
    [ciAccessResources, policies, keptStageBootstrap.resources, prodBootstrap.resources],
    managed,
    env,
  ),
  created: { role: createdRole(boundaryOf(policies)), context: { 'iam:PermissionsBoundary': boundaryArn } },
});
export const narrowed = narrowedWith(stagePoliciesResources);
export const unnarrowed: Setup = {
  roles: rolesOf([ciAccessResources, defaultStageBootstrap.resources, prodBootstrap.resources], managed, env),
  created: { role: createdRole(undefined), context: {} },
};

export const roleNamed = (setup: Setup, name: string) => {
  const role = setup.roles.find((r) => r.name === name);
  if (!role) throw new Error(`No role ${name}`);
  return role;
};
export const bootstrapRole = (qualifier: string, kind: string) =>
  `cdk-${qualifier}-${kind}-role-${env.account}-${env.region}`;
export const stageBootstrapRoles = [...bootstrapRoleKinds, 'cfn-exec'].map((kind) =>
  bootstrapRole(bootstrapQualifiers.stages, kind),
);
export const reach = (setup: Setup, from: string) =>
  reachableRoles(roleNamed(setup, from), setup.roles, setup.created, env);

/** Prod's resources as its stacks name them (CloudFormation names what the app leaves unnamed). */
export const arn = (service: string, resource: string) =>
  `arn:aws:${service}:${env.region}:${env.account}:${resource}`;
export const tagsOf = (part: string) => ({
  app: 'receipts',
  stage: prodStage,
  'aws:cloudformation:stack-name': stackName(prodStage, part),
});

export interface ProdTarget {
  what: string;
  resource: string;
  tags?: Record<string, string>;
  /** Found by its tags alone: a user pool's ARN carries an id, not a name. */
  byTagOnly?: boolean;
  actions: string[];
}

/** One target's requests: with the tags its resource carries, and (unless only tags tell it) without. */
export const requestsOf = (target: ProdTarget): Request[] =>
  target.actions.flatMap((action) => [
    ...(target.tags ? [{ action, resource: target.resource, tags: target.tags }] : []),
    ...(target.byTagOnly ? [] : [{ action, resource: target.resource }]),
  ]);

/** The requests of `roles` that IAM allows, as `<role> <action> [tagged]`. */
export async function allowedOf(roles: RoleModel[], requests: Request[]): Promise<string[]> {
  const allowed: string[] = [];
  for (const role of roles)
    for (const request of requests)
      if ((await decide(role, request, env)) === 'Allowed')
        allowed.push(`${role.name} ${request.action}${request.tags ? ' [tagged]' : ''}`);
  return allowed;
}

export const names = (roles: RoleModel[]) => roles.map((role) => role.name).sort();
