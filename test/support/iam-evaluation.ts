import { type EvaluationResult, runSimulation } from '@cloud-copilot/iam-simulate';

/**
 * IAM roles as CloudFormation templates define them, and the IAM evaluator (@cloud-copilot/iam-simulate) over
 * their policies: what a role may do, and which roles a role can reach. test/infra/prod-isolation.test.ts.
 */

export interface PolicyDocument {
  Version?: string;
  Statement: Record<string, unknown>[];
}

/** Where the templates are deployed: the pseudo parameters. */
export interface Environment {
  partition: string;
  account: string;
  region: string;
}

type Template = {
  Parameters?: Record<string, { Default?: string; Type?: string }>;
  Conditions?: Record<string, unknown>;
  Rules?: Record<string, { Assertions: { Assert: unknown; AssertDescription?: string }[] }>;
  Resources: Record<string, { Type: string; Condition?: string; Properties?: Record<string, unknown> }>;
};

const noValue = Symbol('AWS::NoValue');

/** A template's parameter values: those given, else their defaults (a CommaDelimitedList as a list). */
function parameterValues(template: Template, given: Record<string, string>) {
  const values: Record<string, string | string[]> = {};
  for (const [name, parameter] of Object.entries(template.Parameters ?? {})) {
    const value = given[name] ?? parameter.Default ?? '';
    values[name] = parameter.Type === 'CommaDelimitedList' ? value.split(',') : value;
  }
  for (const name of Object.keys(given))
    if (!(name in values)) throw new Error(`The template has no parameter ${name}`);
  return values;
}

/**
 * A template's resources with every intrinsic function resolved for the given parameters and environment
 * (Ref, Fn::Sub, Fn::Join, Fn::If, Fn::GetAtt for ARNs, conditions), and resources whose condition is false
 * left out. Enough for the policies of CDK's bootstrap template and of our synthesized stacks; anything else
 * throws rather than guess.
 */
export function resolveTemplate(template: Template, given: Record<string, string>, env: Environment) {
  const parameters = parameterValues(template, given);
  const pseudo: Record<string, string> = {
    'AWS::Partition': env.partition,
    'AWS::AccountId': env.account,
    'AWS::Region': env.region,
    'AWS::URLSuffix': 'amazonaws.com',
  };
  const conditions = new Map<string, boolean>();
  const condition = (name: string): boolean => {
    let value = conditions.get(name);
    if (value === undefined) {
      const expression = template.Conditions?.[name];
      if (expression === undefined) throw new Error(`No condition ${name}`);
      value = truth(expression);
      conditions.set(name, value);
    }
    return value;
  };
  const truth = (expression: unknown): boolean => {
    const [fn, args] = Object.entries(expression as Record<string, unknown>)[0]!;
    const list = args as unknown[];
    switch (fn) {
      case 'Fn::Equals':
        return JSON.stringify(resolve(list[0])) === JSON.stringify(resolve(list[1]));
      case 'Fn::Not':
        return !truth(list[0]);
      case 'Fn::And':
        return list.every(truth);
      case 'Fn::Or':
        return list.some(truth);
      case 'Condition':
        return condition(args as string);
      default:
        throw new Error(`Unsupported condition function ${fn}`);
    }
  };
  /** The name a resource's Ref gives, and its ARN. */
  const physical = (logicalId: string): { name: string; arn: string } => {
    const resource = template.Resources[logicalId];
    if (!resource) throw new Error(`No resource ${logicalId}`);
    const props = resource.Properties ?? {};
    const named = (key: string) => String(resolve(props[key]) ?? `${logicalId}-generated`);
    const { partition, account, region } = env;
    switch (resource.Type) {
      case 'AWS::IAM::Role': {
        const name = named('RoleName');
        return { name, arn: `arn:${partition}:iam::${account}:role/${name}` };
      }
      case 'AWS::IAM::ManagedPolicy': {
        const arn = `arn:${partition}:iam::${account}:policy/${named('ManagedPolicyName')}`;
        return { name: arn, arn };
      }
      case 'AWS::S3::Bucket': {
        const name = named('BucketName');
        return { name, arn: `arn:${partition}:s3:::${name}` };
      }
      case 'AWS::ECR::Repository': {
        const name = named('RepositoryName');
        return { name, arn: `arn:${partition}:ecr:${region}:${account}:repository/${name}` };
      }
      case 'AWS::KMS::Key':
        return { name: 'key-id', arn: `arn:${partition}:kms:${region}:${account}:key/key-id` };
      case 'AWS::SSM::Parameter': {
        const name = named('Name');
        return { name, arn: `arn:${partition}:ssm:${region}:${account}:parameter${name}` };
      }
      default:
        return { name: logicalId, arn: `arn:${partition}:unknown:${region}:${account}:${logicalId}` };
    }
  };
  const ref = (name: string): unknown => {
    if (name === 'AWS::NoValue') return noValue;
    if (name in pseudo) return pseudo[name];
    if (name in parameters) return parameters[name];
    return physical(name).name;
  };
  const getAtt = (logicalId: string, attribute: string): string => {
    if (attribute !== 'Arn') throw new Error(`Unsupported attribute ${logicalId}.${attribute}`);
    return physical(logicalId).arn;
  };
  const sub = (text: string): string =>
    text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
      const [id, attribute] = name.split('.');
      const value = attribute ? getAtt(id!, attribute) : ref(id!);
      if (typeof value !== 'string') throw new Error(`\${${name}} is not a string`);
      return value;
    });
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve).filter((v) => v !== noValue);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const [fn, args] = entries[0] ?? [];
    if (entries.length === 1 && fn !== undefined) {
      if (fn === 'Ref') return ref(args as string);
      if (fn === 'Fn::Sub') {
        if (typeof args !== 'string') throw new Error('Fn::Sub with variables is not supported');
        return sub(args);
      }
      if (fn === 'Fn::Join') {
        const [separator, parts] = args as [string, unknown[]];
        return (resolve(parts) as unknown[]).flat().join(separator);
      }
      if (fn === 'Fn::If') {
        const [name, yes, no] = args as [string, unknown, unknown];
        return resolve(condition(name) ? yes : no);
      }
      if (fn === 'Fn::GetAtt') {
        const [id, attribute] = args as [string, string];
        return getAtt(id, attribute);
      }
      if (fn.startsWith('Fn::')) throw new Error(`Unsupported function ${fn}`);
    }
    const out: Record<string, unknown> = {};
    for (const [key, inner] of entries) {
      const resolved = resolve(inner);
      if (resolved !== noValue) out[key] = resolved;
    }
    return out;
  };

  const resources: Record<string, { Type: string; Properties: Record<string, unknown> }> = {};
  for (const [id, resource] of Object.entries(template.Resources)) {
    if (resource.Condition && !condition(resource.Condition)) continue;
    resources[id] = {
      Type: resource.Type,
      Properties: resolve(resource.Properties ?? {}) as Record<string, unknown>,
    };
  }

  /** The rules' assertions that fail for these parameters, by their descriptions. */
  const failedRules = (): string[] => {
    const value = (expression: unknown): unknown => {
      if (typeof expression !== 'object' || expression === null) return expression;
      const [fn, args] = Object.entries(expression as Record<string, unknown>)[0]!;
      const list = args as unknown[];
      switch (fn) {
        case 'Ref':
          return ref(args as string);
        case 'Fn::Equals':
          return JSON.stringify(value(list[0])) === JSON.stringify(value(list[1]));
        case 'Fn::Not':
          return !value(list[0]);
        case 'Fn::And':
          return list.every((item) => value(item) === true);
        case 'Fn::Or':
          return list.some((item) => value(item) === true);
        case 'Fn::Contains':
          return (value(list[0]) as unknown[]).includes(value(list[1]));
        default:
          throw new Error(`Unsupported rule function ${fn}`);
      }
    };
    return Object.values(template.Rules ?? {}).flatMap((rule) =>
      rule.Assertions.filter((assertion) => value(assertion.Assert) !== true).map(
        (assertion) => assertion.AssertDescription ?? JSON.stringify(assertion.Assert),
      ),
    );
  };

  return { resources, failedRules };
}

export type ResolvedResources = ReturnType<typeof resolveTemplate>['resources'];

/** A role as IAM sees it: its trust policy, every policy on it, and its permissions boundary. */
export interface RoleModel {
  name: string;
  arn: string;
  trust: PolicyDocument;
  policies: { name: string; policy: PolicyDocument }[];
  boundary?: PolicyDocument;
}

/**
 * Every role of the resolved templates with every policy on it, wherever it is attached (inline, an
 * AWS::IAM::Policy or AWS::IAM::ManagedPolicy naming the role, managed policy ARNs), `managed` giving the
 * documents of managed policies no template defines (AWS's own).
 */
export function rolesOf(
  templates: ResolvedResources[],
  managed: Record<string, PolicyDocument>,
  env: Environment,
): RoleModel[] {
  const resources = templates.flatMap((t) => Object.values(t));
  const documents: Record<string, PolicyDocument> = { ...managed };
  for (const resource of resources)
    if (resource.Type === 'AWS::IAM::ManagedPolicy') {
      const arn = `arn:${env.partition}:iam::${env.account}:policy/${resource.Properties.ManagedPolicyName}`;
      documents[arn] = resource.Properties.PolicyDocument as PolicyDocument;
    }
  const document = (arn: string) => {
    const found = documents[arn];
    if (!found) throw new Error(`No document for the managed policy ${arn}`);
    return found;
  };
  return resources
    .filter((resource) => resource.Type === 'AWS::IAM::Role')
    .map(({ Properties: props }) => {
      const name = String(props.RoleName);
      const policies: RoleModel['policies'] = [];
      for (const inline of (props.Policies ?? []) as { PolicyName: string; PolicyDocument: PolicyDocument }[])
        policies.push({ name: inline.PolicyName, policy: inline.PolicyDocument });
      for (const arn of [props.ManagedPolicyArns ?? []].flat() as string[])
        policies.push({ name: arn, policy: document(arn) });
      for (const other of resources) {
        const attachedTo = (other.Properties.Roles ?? []) as string[];
        if (!attachedTo.includes(name)) continue;
        if (other.Type === 'AWS::IAM::Policy')
          policies.push({
            name: String(other.Properties.PolicyName),
            policy: other.Properties.PolicyDocument as PolicyDocument,
          });
        if (other.Type === 'AWS::IAM::ManagedPolicy')
          policies.push({
            name: String(other.Properties.ManagedPolicyName),
            policy: other.Properties.PolicyDocument as PolicyDocument,
          });
      }
      const boundary = props.PermissionsBoundary as string | undefined;
      return {
        name,
        arn: `arn:${env.partition}:iam::${env.account}:role/${name}`,
        trust: props.AssumeRolePolicyDocument as PolicyDocument,
        policies,
        ...(boundary ? { boundary: document(boundary) } : {}),
      };
    });
}

/** One request: an action on a resource with the tags it carries and any further context. */
export interface Request {
  action: string;
  resource: string;
  tags?: Record<string, string>;
  context?: Record<string, string | string[]>;
  /** A resource-based policy on the resource (a role's trust policy for sts:AssumeRole). */
  resourcePolicy?: PolicyDocument;
}

/**
 * What IAM decides for a request of `role` in its own account: its policies, within its boundary, with the
 * context keys AWS always sets for it (principal and resource account, the resource's tags). A request the
 * evaluator cannot run (an action it does not know) throws.
 */
export async function decide(role: RoleModel, request: Request, env: Environment): Promise<EvaluationResult> {
  const context: Record<string, string | string[]> = {
    'aws:PrincipalArn': role.arn,
    'aws:PrincipalAccount': env.account,
    'aws:ResourceAccount': env.account,
    ...(request.action.startsWith('s3:') ? { 's3:ResourceAccount': env.account } : {}),
    ...Object.fromEntries(Object.entries(request.tags ?? {}).map(([k, v]) => [`aws:ResourceTag/${k}`, v])),
    ...request.context,
  };
  const result = await runSimulation(
    {
      request: {
        principal: role.arn,
        action: request.action,
        resource: { resource: request.resource, accountId: env.account },
        contextVariables: context,
      },
      identityPolicies: role.policies,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      ...(request.resourcePolicy ? { resourcePolicy: request.resourcePolicy } : {}),
      ...(role.boundary ? { permissionBoundaryPolicies: [{ name: 'boundary', policy: role.boundary }] } : {}),
    },
    {},
  );
  if (result.resultType === 'error')
    throw new Error(`${request.action} on ${request.resource}: ${JSON.stringify(result.errors)}`);
  return result.overallResult;
}

/** Whether a role's trust policy lets a service assume it (CloudFormation, for an execution role). */
export const trustsService = (role: RoleModel, service: string) =>
  role.trust.Statement.some(
    (s) =>
      s.Effect === 'Allow' &&
      [(s.Principal as { Service?: string | string[] } | undefined)?.Service ?? []].flat().includes(service),
  );

/**
 * The roles `start` can act as, itself included: those it may assume (its policies and their trust policy
 * allow it), those it may pass to CloudFormation (an execution role), and, where it may create and pass a
 * role, `created` (the most a role a branch creates could be). Repeated until nothing new is reached.
 */
export async function reachableRoles(
  start: RoleModel,
  candidates: RoleModel[],
  created: { role: RoleModel; context: Record<string, string> },
  env: Environment,
): Promise<RoleModel[]> {
  const reached = [start];
  for (let i = 0; i < reached.length; i++) {
    const from = reached[i]!;
    for (const to of [...candidates, created.role]) {
      if (reached.includes(to)) continue;
      const allowed = async (request: Request) => (await decide(from, request, env)) === 'Allowed';
      const assumes = await allowed({ action: 'sts:AssumeRole', resource: to.arn, resourcePolicy: to.trust });
      const passesToCloudFormation =
        trustsService(to, 'cloudformation.amazonaws.com') &&
        (await allowed({
          action: 'iam:PassRole',
          resource: to.arn,
          context: { 'iam:PassedToService': 'cloudformation.amazonaws.com' },
        }));
      const creates =
        to === created.role &&
        (await allowed({ action: 'iam:CreateRole', resource: to.arn, context: created.context })) &&
        (await allowed({
          action: 'iam:PassRole',
          resource: to.arn,
          context: { 'iam:PassedToService': 'lambda.amazonaws.com' },
        }));
      if (assumes || passesToCloudFormation || creates) reached.push(to);
    }
  }
  return reached;
}
