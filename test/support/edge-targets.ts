import { edgePolicyWrites } from '../../infra/stacks/stage-policies';
import { resolveTemplate } from './iam-evaluation';
import { env, type ProdTarget } from './one-account-setups';
import type { StageTemplates } from './stack-templates';

/**
 * A stage's edge and schedule resources (CloudFront, WAF, EventBridge Scheduler and rules) as IAM requests
 * name them, read from its synthesized templates: what test/infra/prod-edge-isolation.test.ts fences.
 */

/** How the stage policies keep prod's out of a branch's reach. */
export type Fence = 'name' | 'tag' | 'execution role only';

export interface EdgeTarget extends ProdTarget {
  fence: Fence;
}

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** A template value (a name built of Fn::Join and Ref AWS::Region) as deployed in `env`. */
const resolved = (value: unknown) =>
  String(
    resolveTemplate({ Resources: { R: { Type: 'Value', Properties: { V: value } } } }, {}, env).resources.R!
      .Properties.V,
  );

/** CloudFront's resources that IAM knows by an id, as its ARNs spell them, and the calls that change them. */
const byId: Record<string, string> = {
  'AWS::CloudFront::ResponseHeadersPolicy': 'response-headers-policy',
  'AWS::CloudFront::CachePolicy': 'cache-policy',
  'AWS::CloudFront::OriginRequestPolicy': 'origin-request-policy',
  'AWS::CloudFront::OriginAccessControl': 'origin-access-control',
};
const writesOf = (type: string) => edgePolicyWrites.filter((action) => action.endsWith(type.split('::')[2]!));

/** The edge type's targets of one resource: how it is named, its tags, the calls that change it. */
function targetOf(
  stage: string,
  stack: { stackName: string },
  id: string,
  resource: Resource,
  all: Record<string, Resource>,
): EdgeTarget {
  const props = resource.Properties ?? {};
  const tags = { app: 'receipts', stage, 'aws:cloudformation:stack-name': stack.stackName };
  const what = `${resource.Type} ${id}`;
  const regional = (service: string, region: string, path: string) =>
    `arn:aws:${service}:${region}:${env.account}:${path}`;
  const cloudFront = (path: string) => `arn:aws:cloudfront::${env.account}:${path}`;
  switch (resource.Type) {
    case 'AWS::CloudFront::Function':
      return {
        what,
        fence: 'name',
        resource: cloudFront(`function/${resolved(props.Name)}`),
        tags,
        actions: ['cloudfront:UpdateFunction', 'cloudfront:PublishFunction', 'cloudfront:DeleteFunction'],
      };
    case 'AWS::CloudFront::Distribution':
      return {
        what,
        fence: 'tag',
        resource: cloudFront('distribution/E2ABCDEFGHIJKL'),
        tags,
        byTagOnly: true,
        actions: [
          'cloudfront:UpdateDistribution',
          'cloudfront:DeleteDistribution',
          'cloudfront:UntagResource',
        ],
      };
    case 'AWS::WAFv2::WebACL':
      return {
        what,
        fence: 'name',
        resource: regional(
          'wafv2',
          'us-east-1',
          `global/webacl/${props.Name}/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d`,
        ),
        tags,
        actions: ['wafv2:UpdateWebACL', 'wafv2:DeleteWebACL'],
      };
    case 'AWS::Scheduler::ScheduleGroup':
      return {
        what,
        fence: 'name',
        resource: regional('scheduler', env.region, `schedule-group/${props.Name}`),
        tags,
        actions: ['scheduler:DeleteScheduleGroup'],
      };
    case 'AWS::Scheduler::Schedule': {
      // Its group is the stack's own, which it must depend on (a schedule carries no tags).
      const group = Object.values(all).find((r) => r.Type === 'AWS::Scheduler::ScheduleGroup');
      if (group?.Properties?.Name !== props.GroupName) throw new Error(`${what} is not in its stack's group`);
      return {
        what,
        fence: 'name',
        resource: regional('scheduler', env.region, `schedule/${props.GroupName}/${id}-AbCdEfGhIjKl`),
        actions: ['scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
      };
    }
    case 'AWS::Events::Rule':
      return {
        what,
        fence: 'name',
        // CloudFormation's name for it: `<stack>-<logical id>-<suffix>`, within 64 characters.
        resource: regional(
          'events',
          env.region,
          `rule/${`${stack.stackName}-${id}`.slice(0, 51)}-1A2B3C4D5E6F`,
        ),
        tags,
        actions: ['events:PutTargets', 'events:RemoveTargets', 'events:PutRule', 'events:DeleteRule'],
      };
    default: {
      const kind = byId[resource.Type];
      if (!kind) throw new Error(`${what}: an edge or schedule resource with no fence`);
      return {
        what,
        fence: 'execution role only',
        resource: cloudFront(`${kind}/${id.slice(-8).toLowerCase()}-0a1b-2c3d-4e5f-60718293a4b5`),
        actions: writesOf(resource.Type),
      };
    }
  }
}

/** Every edge and schedule resource of a synthesized stage, an unknown type of them failing the test. */
export function edgeTargetsOf<S extends { stackName: string }>(
  stage: string,
  synthesised: StageTemplates<S>,
): EdgeTarget[] {
  return synthesised.all.flatMap((stack) => {
    const resources = synthesised.template(stack).toJSON().Resources as Record<string, Resource>;
    return Object.entries(resources)
      .filter(([, r]) => /^AWS::(CloudFront|WAFv2|Scheduler|Events)::/.test(r.Type))
      .map(([id, resource]) => targetOf(stage, stack, id, resource, resources));
  });
}
