import { ciRoleNames } from '../../infra/stacks/ci-access-policy';
import { prodResources } from '../../infra/stacks/prod-resources';
import { prodStage } from '../../infra/stage';
import { bootstrapQualifiers } from '../../infra/stage-config';
import { type EdgeTarget, edgeTargetsOf, type Fence } from '../support/edge-targets';
import {
  decide,
  type PolicyDocument,
  type ResolvedResources,
  type RoleModel,
} from '../support/iam-evaluation';
import {
  allowedOf,
  bootstrapRole,
  env,
  narrowed,
  narrowedWith,
  reach,
  requestsOf,
  roleNamed,
  type Setup,
  stagePoliciesResources,
  unnarrowed,
} from '../support/one-account-setups';
import { synthStage } from '../support/synth';
import { synthesizedStages } from '../support/synthesized-stages';

/**
 * Prod's edge and schedule resources out of every branch's reach, in one account (IAM evaluator): each CloudFront
 * function, distribution, response headers, cache and origin request policy, origin access control, web ACL,
 * Scheduler group and schedule and EventBridge rule of prod's templates as synthesized, against the roles the
 * stage CI role reaches. Each denial is shown allowed before: by the stage policies without the edge fences (the
 * name fences, `EdgePoliciesByDeployOnly`), or, for the tag fence that was there already, by CDK's default set-up.
 */

const prodTargets = edgeTargetsOf(prodStage, synthesizedStages.prod());
const branchTargets = edgeTargetsOf('feature-x', synthStage('feature-x'));
const fencedBy = (fence: Fence) => prodTargets.filter((target) => target.fence === fence);
/** The web ACL was fenced by name already: before, like the tag fence, is CDK's default set-up. */
const fencedAlready = (target: EdgeTarget) => target.what.startsWith('AWS::WAFv2::');

/** The stage policies as they were before the edge fences: prod's edge names and the id-only deny left out. */
function withoutEdgeFences(policies: ResolvedResources): { policies: ResolvedResources; removed: number } {
  const { edgeFunctions, schedules, rules } = prodResources(env.partition, env.account);
  const fenced = new Set([...edgeFunctions, ...schedules, ...rules]);
  const copy = structuredClone(policies);
  let removed = 0;
  for (const resource of Object.values(copy)) {
    const document = resource.Properties.PolicyDocument as PolicyDocument | undefined;
    if (!document) continue;
    document.Statement = document.Statement.filter((s) => s.Sid !== 'EdgePoliciesByDeployOnly').map((s) => {
      if (s.Sid !== 'ProdByName') return s;
      const names = [s.Resource].flat() as string[];
      removed += names.filter((name) => fenced.has(name)).length;
      return { ...s, Resource: names.filter((name) => !fenced.has(name)) };
    });
  }
  return { policies: copy, removed };
}
const previous = withoutEdgeFences(stagePoliciesResources);
const before: Setup = narrowedWith(previous.policies);

const executionRole = (setup: Setup) =>
  roleNamed(setup, bootstrapRole(bootstrapQualifiers.stages, 'cfn-exec'));
/** The branch's two kinds of role: its execution role, and a role its template creates (granted `*`). */
const branchRoles = (setup: Setup): RoleModel[] => [executionRole(setup), setup.created.role];

/** The requests of `target` each role is allowed, as `<role> <action> [tagged]`. */
const allowed = (roles: RoleModel[], target: EdgeTarget) => allowedOf(roles, requestsOf(target));
/** Every request of `target` for every role of `roles`, as `allowed` lists them. */
const everyRequest = (roles: RoleModel[], target: EdgeTarget) =>
  roles.flatMap((role) =>
    requestsOf(target).map((r) => `${role.name} ${r.action}${r.tags ? ' [tagged]' : ''}`),
  );
const untagged = (target: EdgeTarget): EdgeTarget => ({ ...target, tags: undefined });

describe("Prod's edge and schedules out of every branch's reach, in one account (IAM evaluator)", () => {
  let reachedNow: RoleModel[];
  beforeAll(async () => {
    reachedNow = await reach(narrowed, ciRoleNames.stages);
  });

  it('finds each kind of edge and schedule resource in prod, every one of them fenced', () => {
    const kinds = new Set(prodTargets.map((target) => target.what.split(' ')[0]));
    expect([...kinds].sort()).toEqual([
      'AWS::CloudFront::CachePolicy',
      'AWS::CloudFront::Distribution',
      'AWS::CloudFront::Function',
      'AWS::CloudFront::OriginAccessControl',
      'AWS::CloudFront::OriginRequestPolicy',
      'AWS::CloudFront::ResponseHeadersPolicy',
      'AWS::Events::Rule',
      'AWS::Scheduler::Schedule',
      'AWS::Scheduler::ScheduleGroup',
      'AWS::WAFv2::WebACL',
    ]);
    // Two names each of functions, Scheduler and rules, in both the execution policy and the boundary.
    expect(previous.removed).toBe(12);
  });

  it.each([...fencedBy('name'), ...fencedBy('tag')])(
    'denies $what, by $fence, to the stage CI role and every role it reaches',
    async (target) => {
      expect(await allowed(reachedNow, target)).toEqual([]);
    },
  );

  it.each(fencedBy('name').filter((target) => !fencedAlready(target)))(
    'allowed $what, without its tags, to the execution role and a created role before its name was fenced',
    async (target) => {
      const roles = branchRoles(before);
      expect(await allowed(roles, untagged(target))).toEqual(everyRequest(roles, untagged(target)));
    },
  );

  it.each([...fencedBy('tag'), ...prodTargets.filter(fencedAlready)])(
    "allowed $what to the execution role and a created role under CDK's default set-up",
    async (target) => {
      const roles = branchRoles(unnarrowed);
      expect(await allowed(roles, target)).toEqual(everyRequest(roles, target));
    },
  );

  it.each(fencedBy('execution role only'))(
    'denies $what to every role the stage CI role reaches but the execution role',
    async (target) => {
      const others = reachedNow.filter((role) => role !== executionRole(narrowed));
      expect(others).toContain(narrowed.created.role);
      expect(await allowed(others, target)).toEqual([]);
    },
  );

  it.each(fencedBy('execution role only'))(
    'allowed $what to a created role before EdgePoliciesByDeployOnly',
    async (target) => {
      const roles = [before.created.role];
      expect(await allowed(roles, target)).toEqual(everyRequest(roles, target));
    },
  );

  it.each(fencedBy('execution role only'))(
    'still allows $what to the execution role: IAM cannot tell it from a branch’s own (docs/security.md)',
    async (target) => {
      const roles = [executionRole(narrowed)];
      expect(await allowed(roles, target)).toEqual(everyRequest(roles, target));
    },
  );
});

describe("A branch stage still deploys its own edge and schedules; prod's deploy is denied none of its own", () => {
  it.each(branchTargets)("lets the stages' execution role change the branch's $what", async (target) => {
    const roles = [executionRole(narrowed)];
    expect(await allowed(roles, target)).toEqual(everyRequest(roles, target));
  });

  it("lets prod's execution role change each of prod's", async () => {
    const prodExecution = roleNamed(narrowed, bootstrapRole(bootstrapQualifiers.prod, 'cfn-exec'));
    const denied: string[] = [];
    for (const request of prodTargets.flatMap(requestsOf))
      if ((await decide(prodExecution, request, env)) !== 'Allowed') denied.push(request.action);
    expect(denied).toEqual([]);
  });
});
