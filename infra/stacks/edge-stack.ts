import { edgeRateLimits, edgeRetryAfter } from '@contract/limits';
import * as messages from '@contract/messages';
import { apiPathPrefix } from '@contract/site-paths';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';

/** CloudFront's web ACLs live in us-east-1, whatever the region of the distribution's origins. */
export const edgeRegion = 'us-east-1';

/** Where a stage's SSM parameters are named: prod's are out of the branch stages' reach (stage-policies.ts). */
export const stageParameterPrefix = (stage: string) => `/receipts/${stage}/`;

/** Where the Edge stack leaves its web ACL's ARN for the Site stack, in `edgeRegion`. */
export const webAclArnParameter = (stage: string) => `${stageParameterPrefix(stage)}edge/web-acl-arn`;

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
  stage: string;
}

const throttledBody = 'throttled';

/** A rate-based rule over the API's paths: each key's requests in the window; a key over the limit gets 429. */
function apiRateRule(
  name: string,
  priority: number,
  limit: { limit: number; windowSeconds: number },
  key: Pick<CfnWebACL.RateBasedStatementProperty, 'aggregateKeyType' | 'customKeys'>,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: throttledBody,
          responseHeaders: Object.entries(edgeRetryAfter(limit)).map(([name, value]) => ({ name, value })),
        },
      },
    },
    statement: {
      rateBasedStatement: {
        ...key,
        limit: limit.limit,
        evaluationWindowSec: limit.windowSeconds,
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: `${apiPathPrefix}/`,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}

/**
 * The per-caller protection in front of the API (docs/security.md, "Per-caller protection"): an AWS WAF web
 * ACL for the stage's distribution, which serves the API under `/api/*`. Two rate-based rules, per member
 * (the `Authorization` header: one token is one member's session) and per source address, answer 429 before a
 * request reaches API Gateway, so no caller can empty a route's shared bucket through the site. The ACL's ARN
 * goes to an SSM parameter in this region, where the Site stack reads it at deploy time (stacks of two regions
 * cannot reference each other's attributes).
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: edgeRegion } });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      // Named after the stack, so prod's is denied to the branch stages by name (stage-policies.ts).
      name: this.stackName,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [throttledBody]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: messages.requestThrottled }),
        },
      },
      rules: [
        apiRateRule('perMember', 0, edgeRateLimits.perMember, {
          aggregateKeyType: 'CUSTOM_KEYS',
          customKeys: [
            { header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } },
          ],
        }),
        apiRateRule('perAddress', 1, edgeRateLimits.perAddress, { aggregateKeyType: 'IP' }),
      ],
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: this.stackName,
        sampledRequestsEnabled: true,
      },
    });
    new StringParameter(this, 'WebAclArn', {
      parameterName: webAclArnParameter(props.stage),
      stringValue: this.webAcl.attrArn,
      description: "The stage's CloudFront web ACL, for its Site stack",
    });
  }
}
