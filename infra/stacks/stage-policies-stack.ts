import { CfnOutput, DefaultStackSynthesizer, Stack, type StackProps } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyDocument } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { bootstrapQualifiers, stagePolicyNames } from '../stage-config';
import { acknowledge, acknowledgeLate, findings } from './stage-nag';
import {
  stageBoundaryStatements,
  stageExecutionStatements,
  stagePolicyArn,
  stageRoles,
  stageServices,
} from './stage-policies';

/**
 * The managed policies the branch stages' bootstrap names (docs/accounts-and-bootstrap.md): its CloudFormation
 * execution policy and the permissions boundary. Deployed once, by hand, before that bootstrap, with
 * `npm run ci-access -- deploy Receipts-StagePolicies`.
 */
export class StagePoliciesStack extends Stack {
  readonly execution: ManagedPolicy;
  readonly boundary: ManagedPolicy;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    // Deployed with an administrator's credentials, through prod's bootstrap, like the CI access stack.
    super(scope, id, {
      synthesizer: new DefaultStackSynthesizer({ qualifier: bootstrapQualifiers.prod }),
      ...props,
    });
    this.boundary = new ManagedPolicy(this, 'Boundary', {
      managedPolicyName: stagePolicyNames.boundary,
      description:
        'Branch stages: the permissions boundary of the CloudFormation execution role and of every role a stage creates',
      document: new PolicyDocument({
        statements: stageBoundaryStatements(stagePolicyArn(stagePolicyNames.boundary)),
      }),
    });
    this.execution = new ManagedPolicy(this, 'Execution', {
      managedPolicyName: stagePolicyNames.execution,
      description: "Branch stages: the CloudFormation execution role's policy (never prod)",
      document: new PolicyDocument({ statements: stageExecutionStatements() }),
    });
    for (const policy of [this.boundary, this.execution]) {
      acknowledge(
        policy,
        ...findings(
          'IAM5',
          "A branch stage's template creates, changes and deletes resources of these services, and its functions call them; prod's resources are denied by name and by tag in the same policy.",
          ...stageServices.map((service) => `Action::${service}:*`),
          'Resource::*',
        ),
        ...findings(
          'IAM5',
          "The roles of a branch stage are named by CloudFormation after their stack, Receipts-<stage>-<part>-…; prod's are denied by name, and a role is created or changed only under this boundary.",
          'Action::iam:*',
        ),
        ...findings(
          'IAM5',
          'The AWS-managed keys (aws/dynamodb and the like) through their services only (kms:ViaService).',
          'Action::kms:GenerateDataKey*',
          'Action::kms:ReEncrypt*',
        ),
      );
      acknowledgeLate(
        policy,
        "A branch stage's own roles, the service-linked roles its services create, and its bootstrap's version parameter.",
        [
          stageRoles(),
          `arn:${this.partition}:iam::${this.account}:role/aws-service-role/*`,
          `arn:${this.partition}:ssm:*:${this.account}:parameter/cdk-bootstrap/${bootstrapQualifiers.stages}/*`,
        ],
      );
    }
    new CfnOutput(this, 'ExecutionPolicyArn', {
      value: this.execution.managedPolicyArn,
      description: 'cdk bootstrap --cloudformation-execution-policies (npm run bootstrap:stages)',
    });
    new CfnOutput(this, 'BoundaryName', {
      value: stagePolicyNames.boundary,
      description: 'cdk bootstrap --custom-permissions-boundary (npm run bootstrap:stages)',
    });
  }
}
