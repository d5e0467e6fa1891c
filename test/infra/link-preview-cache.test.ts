import { memberLinkPrefixes } from '@contract/site-paths';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { linkPreviewRequestCode } from '../../infra/edge/link-preview-request';
import { previewConcurrency } from '../../infra/stacks/link-preview-origin';
import { SiteStack } from '../../infra/stacks/site-stack';
import { stageConfig } from '../../infra/stage-config';
import { unbundledContext, withoutCfnValidation } from '../support/synth';

/** The Site stack alone (its one function is the link preview's), beside a table for it to read. */
let site: Template;
beforeAll(() => {
  const app = new App({ context: unbundledContext(), ...withoutCfnValidation });
  const data = new Stack(app, 'Data');
  const table = new Table(data, 'Table', { partitionKey: { name: 'PK', type: AttributeType.STRING } });
  const stack = new SiteStack(app, 'Site', {
    config: stageConfig('test'),
    mediaBucketName: 'media-bucket',
    table,
    apiEndpoint: 'https://api.example',
    edgeSecret: 'edge-secret',
    webAclArnParameter: '/receipts/test/edge/web-acl-arn',
    siteConfig: {
      region: 'eu-west-1',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      authFlowType: 'USER_SRP_AUTH',
      totpMfa: true,
    },
  });
  site = Template.fromStack(stack);
});

interface Behavior {
  PathPattern: string;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
}
function profileLinkBehavior(): Behavior {
  const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution'));
  const behaviors = distribution?.Properties.DistributionConfig.CacheBehaviors as Behavior[];
  const behavior = behaviors.find((b) => b.PathPattern === `${memberLinkPrefixes.profile}*`);
  if (!behavior) throw new Error('no /u/* behaviour');
  return behavior;
}

/** The cache policy itself (keyed on the path and the site host only) is asserted in stacks/site-stack.test.ts. */
describe('the link preview behind /u/* (random paths cannot become function runs)', () => {
  it('makes the path canonical before the cache with the tested viewer-request function', () => {
    const [association, ...others] = profileLinkBehavior().FunctionAssociations ?? [];
    expect(others).toEqual([]);
    expect(association?.EventType).toBe('viewer-request');
    const functionId = association?.FunctionARN['Fn::GetAtt'][0] ?? '';
    const fn = site.findResources('AWS::CloudFront::Function')[functionId];
    expect(fn?.Properties.FunctionCode).toBe(linkPreviewRequestCode());
    expect(fn?.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  });

  it(`runs at most ${previewConcurrency} preview functions at once`, () => {
    const functions = site.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { FONTCONFIG_FILE: Match.anyValue() } } },
    });
    expect(Object.values(functions).map((f) => f.Properties.ReservedConcurrentExecutions)).toEqual([
      previewConcurrency,
    ]);
  });
});
