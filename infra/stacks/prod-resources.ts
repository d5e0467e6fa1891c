import { Aws } from 'aws-cdk-lib';
import { tableNameFor } from '../../functions/store/platform/table-definition';
import { stackName } from '../receipts-app';
import { prodStage } from '../stage';
import { bootstrapQualifiers } from '../stage-config';
import { stageParameterPrefix } from './edge-stack';

/** Every stack of prod: `Receipts-prod-<Part>`. CloudFormation names what it does not get a name after it. */
export const prodStacks = stackName(prodStage, '*');

/**
 * Prod's resources by name, in the ARN shapes their services use. CloudFormation names a resource without a
 * name `<stack>-<logical id>-<suffix>` (an S3 bucket in lower case), so prod's function, queue, topic, role, log
 * group, secret and EventBridge rule (named so) names start `Receipts-prod-`, its buckets' `receipts-prod-`; the
 * table is `receipts-prod`; its web ACL and Scheduler groups are named after their stacks. The user pool's and
 * the distribution's ARNs carry only an id: found by their tags. Prod's bootstrap assets too.
 */
export function prodResources(partition: string = Aws.PARTITION, account: string = Aws.ACCOUNT_ID) {
  const arn = (service: string, resource: string) => `arn:${partition}:${service}:*:${account}:${resource}`;
  const table = tableNameFor(prodStage);
  const buckets = `arn:${partition}:s3:::${prodStacks.toLowerCase()}`;
  const cloudFront = (resource: string) => `arn:${partition}:cloudfront::${account}:${resource}`;
  return {
    table: [arn('dynamodb', `table/${table}`), arn('dynamodb', `table/${table}/*`)],
    buckets: [buckets, `${buckets}/*`],
    logGroups: [arn('logs', `log-group:${prodStacks}`), arn('logs', `log-group:/aws/lambda/${prodStacks}`)],
    functions: [arn('lambda', `function:${prodStacks}`)],
    queues: [arn('sqs', prodStacks)],
    topics: [arn('sns', prodStacks)],
    roles: [`arn:${partition}:iam::${account}:role/${prodStacks}`],
    webAcls: [arn('wafv2', `global/webacl/${prodStacks}/*`)],
    // CDK names a CloudFront function `<region><its path's letters and digits>` (`…ReceiptsprodSite…`), or,
    // when that is long, `<region><the path's first 16 characters>…` (`…Receipts-prod-Si…`).
    edgeFunctions: [
      cloudFront(`function/*${stackName(prodStage, 'Site').replace(/-/g, '')}*`),
      cloudFront(`function/*${prodStacks}`),
    ],
    schedules: [
      arn('scheduler', `schedule-group/${prodStacks}`),
      arn('scheduler', `schedule/${prodStacks}/*`),
    ],
    rules: [arn('events', `rule/${prodStacks}`), arn('events', `rule/*/${prodStacks}`)],
    secrets: [arn('secretsmanager', `secret:${prodStacks}`)],
    parameters: [
      arn('ssm', `parameter${stageParameterPrefix(prodStage)}*`),
      arn('ssm', `parameter/cdk-bootstrap/${bootstrapQualifiers.prod}/*`),
    ],
    // Prod's deploy skips an asset whose key (its content hash) is already there: a branch that wrote one
    // would choose prod's next code.
    assets: [
      `arn:${partition}:s3:::cdk-${bootstrapQualifiers.prod}-*`,
      `arn:${partition}:s3:::cdk-${bootstrapQualifiers.prod}-*/*`,
      arn('ecr', `repository/cdk-${bootstrapQualifiers.prod}-*`),
    ],
  };
}
