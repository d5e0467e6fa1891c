import type { Stack } from 'aws-cdk-lib';
import { ManagedPolicy, PermissionsBoundary } from 'aws-cdk-lib/aws-iam';

/**
 * Gives every IAM role of the stacks (the functions', CDK's custom-resource providers', the schedule's) the
 * managed policy `boundary` as its permissions boundary. The branch stages' bootstrap refuses to create a role
 * without it (infra/stacks/stage-policies.ts), and what it leaves out (prod's data, the one-time roles) no
 * role of a branch can be granted. docs/accounts-and-bootstrap.md.
 */
export function boundEveryRole(stacks: Stack[], boundary: string) {
  for (const stack of stacks)
    PermissionsBoundary.of(stack).apply(
      ManagedPolicy.fromManagedPolicyName(stack, 'StageBoundary', boundary),
    );
}
