import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';

/**
 * The stack's EventBridge Scheduler group, named after the stack (`Receipts-<stage>-<Part>`): a schedule's ARN
 * is `schedule/<group>/<name>` and a schedule carries no tags, so its group is what names it per stage and
 * keeps prod's out of the branch stages' reach (prod-resources.ts). One per stack, made by its first schedule;
 * destroying the stage deletes it and its schedules. A schedule names it by name: it must depend on it.
 */
export function scheduleGroupOf(scope: Construct): ScheduleGroup {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('Schedules');
  if (existing instanceof ScheduleGroup) return existing;
  return new ScheduleGroup(stack, 'Schedules', {
    scheduleGroupName: stack.stackName,
    removalPolicy: RemovalPolicy.DESTROY,
  });
}
