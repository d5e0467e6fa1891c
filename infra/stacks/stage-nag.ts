import { type Acknowledgment, type App, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import { Construct, type IConstruct } from 'constructs';
import type { StageConfig } from '../stage-config';

/**
 * cdk-nag's AwsSolutions pack as a CDK policy-validation plugin: it checks every stack once the app is
 * synthesized, and any finding not acknowledged fails the synthesis (`cdk synth` exits 1 with the report;
 * `app.synth()` in a test throws it).
 */
export const checkWithNag = (app: App) =>
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

/** Acknowledges findings on each construct and on everything beneath it (cdk-nag looks up the tree). */
export function acknowledge(scopes: IConstruct | IConstruct[], ...acknowledgements: Acknowledgment[]) {
  for (const scope of [scopes].flat()) Validations.of(scope).acknowledge(...acknowledgements);
}

/**
 * One acknowledgement per finding of a rule that reports several (`AwsSolutions-IAM5[Resource::…]`): cdk-nag
 * matches each exactly, so a wildcard nobody named still fails the synthesis.
 */
export const findings = (rule: 'IAM4' | 'IAM5', reason: string, ...found: string[]): Acknowledgment[] =>
  found.map((finding) => ({ id: `AwsSolutions-${rule}[${finding}]`, reason }));

/**
 * Acknowledges the wildcard findings `Resource::<resource>` (AwsSolutions-IAM5) of `scope`'s policies, one per
 * resource, in cdk-nag's own words: it flattens references (`<LogicalId.Arn>`) after references between stacks
 * are resolved, when an ARN of another stack reads as that stack's export. So the names are taken then too:
 * construct validation runs after that resolution and before the validation plugins.
 */
export function acknowledgeLate(scope: IConstruct, reason: string, resources: string[]) {
  scope.node.addValidation({
    validate: () => {
      const stack = Stack.of(scope);
      const named = resources.map((resource) => `Resource::${flattenCfnReference(stack.resolve(resource))}`);
      acknowledge(scope, ...findings('IAM5', reason, ...named));
      return [];
    },
  });
}

/** Where a grantee's policies are: a role's own, a function's on its role (which createFunction makes beside it). */
function policiesOf(grantee: IGrantable): IConstruct {
  const principal = grantee.grantPrincipal;
  if (!Construct.isConstruct(principal)) throw new Error('The grantee has no role of ours to acknowledge on');
  return principal;
}

/** Acknowledges the wildcard resources of a role's or a function's policies, each by name (`acknowledgeLate`). */
export const acknowledgeResources = (grantee: IGrantable, reason: string, ...resources: string[]) =>
  acknowledgeLate(policiesOf(grantee), reason, resources);

/** The event source mapping's grant on a table's stream includes dynamodb:ListStreams, which takes no ARN. */
export const acknowledgeStreamListing = (fn: IGrantable) =>
  acknowledge(policiesOf(fn), {
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      "The event source mapping's standard grant: dynamodb:ListStreams takes no stream ARN (Resource *).",
  });

/** The finding a stage without access logs acknowledges: it is a throw-away copy of one branch. */
export const noAccessLogs = (config: StageConfig, id = 'AwsSolutions-S1'): Acknowledgment => ({
  id,
  reason: `${config.stage} is a branch stage, deleted with its branch; only prod keeps access logs.`,
});

/** A dead-letter queue has none of its own (AwsSolutions-SQS3). */
export const deadLetterQueueOf = (what: string): Acknowledgment => ({
  id: 'AwsSolutions-SQS3',
  reason: `This queue is itself the dead-letter queue of ${what}.`,
});

/** A function's table grant covers the table's indexes as `<table ARN>/index/*`. */
export const acknowledgeTableIndexes = (fn: IGrantable, table: ITable) =>
  acknowledgeResources(
    fn,
    "The table grant covers the table's indexes as <table ARN>/index/*; the handlers query GSI1 and GSI2.",
    `${table.tableArn}/index/*`,
  );

/** Object-level actions on every object of the media bucket (`<bucket ARN>/*`). */
export const acknowledgeMediaObjects = (fn: IGrantable, mediaBucket: IBucket) =>
  acknowledgeResources(
    fn,
    "Object-level actions (handlerAccess) on the one media bucket's objects: keys are only known at run time, and the handlers check each key belongs to the caller.",
    mediaBucket.arnForObjects('*'),
  );

/** Findings on the CDK-owned BucketDeployment handler, whose role and runtime the construct chooses. */
export function acknowledgeBucketDeployment(handler: IConstruct, siteBucket: IBucket, config: StageConfig) {
  const reason =
    'The BucketDeployment handler copies every object from the CDK asset bucket into the site bucket, and invalidates the distribution (CloudFront invalidation actions take no resource ARN).';
  acknowledge(
    handler,
    ...findings(
      'IAM4',
      'The BucketDeployment handler (CDK construct) logs through the AWS-managed basic execution role.',
      'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
    ),
    ...findings(
      'IAM5',
      reason,
      ...['Abort*', 'DeleteObject*', 'GetBucket*', 'GetObject*', 'List*'].map(
        (action) => `Action::s3:${action}`,
      ),
      'Resource::*',
      `Resource::arn:<AWS::Partition>:s3:::cdk-${config.bootstrapQualifier}-assets-<AWS::AccountId>-<AWS::Region>/*`,
    ),
    {
      id: 'AwsSolutions-L1',
      reason:
        'The BucketDeployment handler runtime is pinned by the CDK construct; it moves with aws-cdk-lib upgrades.',
    },
  );
  acknowledgeLate(handler, reason, [siteBucket.arnForObjects('*')]);
}
