import { CfnResource, type IAspect, Lazy, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Drops the `DependsOn` entries a resource's own `Ref`/`Fn::GetAtt` already imply (cfn-lint W3005). CDK adds
 * them itself: every Lambda function, ours and CDK's custom-resource handlers, depends on its role next to
 * `Role: GetAtt <role>.Arn`. The list is computed when the template is written, after CDK has turned
 * construct dependencies into `DependsOn`, so the dependencies that are not implied (the role's policy) stay.
 */
export class NoRedundantDependsOn implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource)) return;
    node.addOverride('DependsOn', Lazy.list({ produce: () => neededDependsOn(node) }, { omitEmpty: true }));
  }
}

function neededDependsOn(resource: CfnResource): string[] {
  const stack = Stack.of(resource);
  // `cfnProperties` is the resource's properties as CDK renders them (protected: read, never changed).
  const properties = JSON.stringify(
    stack.resolve((resource as unknown as { cfnProperties: Record<string, unknown> }).cfnProperties),
  );
  return (
    resource
      .obtainDependencies()
      // Dependencies on other stacks are the stacks' order, not this template's DependsOn.
      .filter((d): d is CfnResource => d instanceof CfnResource)
      .sort((a, b) => a.node.path.localeCompare(b.node.path))
      .map((d) => stack.resolve(d.logicalId) as string)
      .filter(
        (id) => !properties.includes(`{"Ref":"${id}"}`) && !properties.includes(`{"Fn::GetAtt":["${id}",`),
      )
  );
}
