import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { entryMetadataKey } from '../../function-entry';
import { repoRoot } from '../../paths';
import { buildApp } from '../../receipts-app';
import { oneTimeStackNames } from '../../stacks/ci-access-policy';
import { StagePoliciesStack } from '../../stacks/stage-policies-stack';
import { type CfnTemplate, createResolver, type Templates } from './intrinsics';
import { type LocalResourceNames, localArns } from './local-arns';

/** The stage the local stack's policies are synthesized for. */
export const localStage = 'local';

export interface NamedPolicy {
  name: string;
  policy: unknown;
}

/** One function's role as AWS would see it: its ARN and the policies IAM evaluates for it. */
export interface FunctionRole {
  functionName: string;
  roleName: string;
  identityPolicies: NamedPolicy[];
  /** The role's permissions boundary, which caps whatever its policies grant. */
  permissionBoundaries: NamedPolicy[];
}

export interface LocalIamPolicies {
  /** By entry module, as `createFunction` was given it: `functions/handlers/receipts.ts`. */
  functions: Record<string, FunctionRole>;
  /** Resource policies by the ARN of the resource they are attached to (buckets, queues). */
  resourcePolicies: Record<string, unknown>;
}

/** The local stage's templates, as `cdk synth` writes them, without bundling any function. */
export function synthesizeLocalTemplates(): Templates {
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  buildApp(app, localStage);
  // The permissions boundary every role of a branch stage carries is a managed policy of this stack.
  new StagePoliciesStack(app, oneTimeStackNames.stagePolicies, {
    stackName: oneTimeStackNames.stagePolicies,
  });
  const assembly = app.synth();
  return Object.fromEntries(assembly.stacks.map((s) => [s.stackName, s.template as CfnTemplate]));
}

const refOf = (value: unknown) =>
  value && typeof value === 'object' && 'Ref' in value ? String((value as { Ref: unknown }).Ref) : undefined;
const getAttOf = (value: unknown) =>
  value && typeof value === 'object' && 'Fn::GetAtt' in value
    ? String((value as { 'Fn::GetAtt': unknown[] })['Fn::GetAtt'][0])
    : undefined;

/**
 * Every function's role policies and the resource policies of the stage, read from its synthesized
 * templates and resolved to the local stack's resources: a grant changed in CDK changes what runs locally.
 */
export function localIamPolicies(templates: Templates, names: LocalResourceNames): LocalIamPolicies {
  const resolve = createResolver(templates, names);
  /** A managed policy of the synthesized stacks by its ARN (`…:policy/<name>`), its document resolved. */
  const managedPolicy = (arn: string): NamedPolicy => {
    const name = arn.split('/').pop() ?? arn;
    for (const [stack, template] of Object.entries(templates))
      for (const resource of Object.values(template.Resources ?? {}))
        if (resource.Type === 'AWS::IAM::ManagedPolicy' && resource.Properties?.ManagedPolicyName === name)
          return { name, policy: resolve(stack, resource.Properties.PolicyDocument) };
    throw new Error(`No stack synthesized locally holds the managed policy ${arn}`);
  };
  const functions: Record<string, FunctionRole> = {};
  const resourcePolicies: Record<string, unknown> = {};
  for (const [stack, template] of Object.entries(templates)) {
    const resources = Object.entries(template.Resources ?? {});
    for (const [id, resource] of resources) {
      const props = resource.Properties ?? {};
      if (resource.Type === 'AWS::S3::BucketPolicy') {
        const bucket = String(resolve(stack, props.Bucket));
        resourcePolicies[localArns.bucket(bucket)] = resolve(stack, props.PolicyDocument);
      }
      if (resource.Type === 'AWS::SQS::QueuePolicy')
        for (const queue of resolve(stack, props.Queues) as string[])
          resourcePolicies[localArns.queue(queue.split('/').pop() ?? queue)] = resolve(
            stack,
            props.PolicyDocument,
          );
      const entry = resource.Metadata?.[entryMetadataKey];
      if (resource.Type !== 'AWS::Lambda::Function' || typeof entry !== 'string') continue;
      const roleId = getAttOf(props.Role);
      const role = roleId ? template.Resources?.[roleId] : undefined;
      if (!roleId || !role) throw new Error(`${stack}/${id}: its role is not a resource of the stack`);
      const roleProps = role.Properties ?? {};
      const identityPolicies: NamedPolicy[] = [];
      for (const inline of (roleProps.Policies as { PolicyName: string; PolicyDocument: unknown }[]) ?? [])
        identityPolicies.push({ name: inline.PolicyName, policy: resolve(stack, inline.PolicyDocument) });
      if (((roleProps.ManagedPolicyArns as unknown[]) ?? []).length)
        throw new Error(
          `${stack}/${roleId}: managed policies are not evaluated locally; grant on the role's own`,
        );
      for (const [policyId, policy] of resources) {
        if (policy.Type !== 'AWS::IAM::Policy') continue;
        const roles = (policy.Properties?.Roles as unknown[]) ?? [];
        if (roles.some((r) => refOf(r) === roleId))
          identityPolicies.push({
            name: policyId,
            policy: resolve(stack, policy.Properties?.PolicyDocument),
          });
      }
      const boundary = roleProps.PermissionsBoundary
        ? managedPolicy(String(resolve(stack, roleProps.PermissionsBoundary)))
        : undefined;
      functions[entry] = {
        functionName: `${stack}-${id}`,
        roleName: roleId,
        identityPolicies,
        permissionBoundaries: boundary ? [boundary] : [],
      };
    }
  }
  return { functions, resourcePolicies };
}
