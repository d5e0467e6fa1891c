import { edgeRateLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { apiPathPrefix } from '@contract/site-paths';
import { apiRequestCode } from '../../../infra/edge/api-request';
import { edgeRegion, webAclArnParameter } from '../../../infra/stacks/edge-stack';
import { type Synthesised, stages, synthesisTimeout } from '../../support/synth';

/** The per-caller protection in front of the API: the Edge stack's web ACL and the site's `/api/*`. */
let branch: Synthesised;
beforeAll(() => {
  branch = stages.branch();
}, synthesisTimeout);

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties as synthesized
type Props = any;
const only = (found: Record<string, Props>) => {
  const all = Object.values(found);
  expect(all).toHaveLength(1);
  return all[0]?.Properties;
};

describe('Edge stack', () => {
  it('lives in us-east-1, where CloudFront takes its web ACLs from', () => {
    expect(edgeRegion).toBe('us-east-1');
    expect(branch.stacks.edge.region).toBe(edgeRegion);
  });

  it("rate-limits the API's paths per member token and per address, answering as API Gateway's throttle does", () => {
    const acl = only(branch.template(branch.stacks.edge).findResources('AWS::WAFv2::WebACL'));
    expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(acl.Name).toBe(branch.stacks.edge.stackName);
    const rules = new Map<string, Props>(acl.Rules.map((rule: Props) => [rule.Name, rule]));
    expect([...rules.keys()]).toEqual(['perMember', 'perAddress']);
    for (const [name, rule] of rules) {
      const limit = edgeRateLimits[name as keyof typeof edgeRateLimits];
      const statement = rule.Statement.RateBasedStatement;
      expect(statement).toMatchObject({ Limit: limit.limit, EvaluationWindowSec: limit.windowSeconds });
      expect(statement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'STARTS_WITH',
        SearchString: `${apiPathPrefix}/`,
      });
      const response = rule.Action.Block.CustomResponse;
      expect(response.ResponseCode).toBe(429);
      expect(response.ResponseHeaders).toEqual([{ Name: 'Retry-After', Value: String(limit.windowSeconds) }]);
      expect(JSON.parse(acl.CustomResponseBodies[response.CustomResponseBodyKey].Content)).toEqual({
        message: messages.requestThrottled,
      });
    }
    expect(rules.get('perMember').Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [{ Header: { Name: 'authorization' } }],
    });
    expect(rules.get('perAddress').Statement.RateBasedStatement.AggregateKeyType).toBe('IP');
  });

  it("leaves the ACL's ARN where the Site stack reads it, and the distribution is behind it", () => {
    const edge = branch.template(branch.stacks.edge);
    const parameter = only(edge.findResources('AWS::SSM::Parameter'));
    const [aclId] = Object.keys(edge.findResources('AWS::WAFv2::WebACL'));
    expect(parameter).toMatchObject({
      Name: webAclArnParameter('test'),
      Value: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });

    const site = branch.template(branch.stacks.site);
    const [readId, read] = Object.entries(site.findResources('Custom::AWS'))[0] ?? [];
    // The SDK call as the custom resource makes it: SSM's GetParameter of that name, in us-east-1.
    const call = JSON.stringify(read?.Properties.Create).replace(/\\"/g, '"');
    expect(call).toContain('"service":"SSM","action":"getParameter"');
    expect(call).toContain(`"Name":"${webAclArnParameter('test')}"`);
    expect(call).toContain(`"region":"${edgeRegion}"`);
    const distribution = only(site.findResources('AWS::CloudFront::Distribution'));
    expect(distribution.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [readId, 'Parameter.Value'] });
    expect(branch.stacks.site.dependencies).toContain(branch.stacks.edge);
  });

  it("serves the API under the site's /api/*: every method, nothing cached, the token passed, the prefix taken off", () => {
    const site = branch.template(branch.stacks.site);
    const distribution = only(site.findResources('AWS::CloudFront::Distribution'));
    const behavior = distribution.DistributionConfig.CacheBehaviors.find(
      (b: Props) => b.PathPattern === `${apiPathPrefix}/*`,
    );
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
      // CloudFront's managed CachingDisabled and AllViewerExceptHostHeader policies.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    const origin = distribution.DistributionConfig.Origins.find(
      (o: Props) => o.Id === behavior.TargetOriginId,
    );
    expect(JSON.stringify(origin.DomainName)).toContain('Receipts-test-Api:');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const [association] = behavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const fn = site.findResources('AWS::CloudFront::Function')[association.FunctionARN['Fn::GetAtt'][0]];
    expect(fn?.Properties.FunctionCode).toBe(apiRequestCode());
  });
});
