import { DefaultStackSynthesizer } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { sesSenderRequired } from '../../../infra/stacks/auth-stack';
import { bootstrapQualifiers } from '../../../infra/stage-config';
import { type Synthesised, stages, synthesisTimeout, synthStage } from '../../support/synth';

/** What stageConfig makes of prod and of a branch stage: retention, protection, logs, mail, bootstrap, tags. */
let ephemeral: Synthesised;
let prod: Synthesised;

beforeAll(() => {
  ephemeral = stages.branch();
  prod = stages.prod();
}, synthesisTimeout);

describe('prod and a branch stage (stageConfig)', () => {
  const kinds = () => [
    { name: 'prod', synth: prod, keeps: true },
    { name: 'branch', synth: ephemeral, keeps: false },
  ];

  it('prod retains the table, the media bucket and the user pool; a branch stage destroys them', () => {
    for (const { synth, keeps } of kinds()) {
      const policy = keeps ? 'Retain' : 'Delete';
      const { stacks, template } = synth;
      template(stacks.data).hasResource('AWS::DynamoDB::Table', { DeletionPolicy: policy });
      template(stacks.data).hasResource('AWS::S3::Bucket', { DeletionPolicy: policy });
      template(stacks.auth).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: policy });
      // The media bucket has no autoDeleteObjects (it would add a policy beside the Site stack's):
      // `npm run stage:destroy` empties a branch stage's before deleting it.
      expect(Object.keys(template(stacks.data).findResources('Custom::S3AutoDeleteObjects'))).toHaveLength(0);
    }
  });

  it('prod protects the table, the user pool and its stacks from deletion and keeps point-in-time recovery', () => {
    for (const { synth, keeps } of kinds()) {
      const { stacks, template, all } = synth;
      template(stacks.data).hasResourceProperties('AWS::DynamoDB::Table', {
        DeletionProtectionEnabled: keeps,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: keeps },
      });
      template(stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
        DeletionProtection: keeps ? 'ACTIVE' : 'INACTIVE',
      });
      for (const stack of all)
        expect([stack.stackName, stack.terminationProtection]).toEqual([stack.stackName, keeps]);
    }
  });

  it('prod keeps logs for a year and branch stages for a week', () => {
    for (const { synth, keeps } of kinds()) {
      for (const stack of synth.all) {
        const groups = Object.values(synth.template(stack).findResources('AWS::Logs::LogGroup'));
        for (const group of groups) expect(group.Properties.RetentionInDays).toBe(keeps ? 365 : 7);
      }
    }
  });

  it('prod writes S3 and CloudFront access logs; branch stages have no log bucket', () => {
    const { stacks, template } = prod;
    template(stacks.data).hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
    template(stacks.site).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Logging: Match.objectLike({ Bucket: Match.anyValue() }) }),
    });
    expect(ephemeral.stacks.logs).toBeUndefined();
    ephemeral.template(ephemeral.stacks.data).hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.absent(),
    });
    ephemeral.template(ephemeral.stacks.site).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Logging: Match.absent() }),
    });
  });

  it('prod sends e-mail through SES from the configured address; branch stages use Cognito', () => {
    prod.template(prod.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp('receipts@example.com'),
      }),
    });
    ephemeral.template(ephemeral.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('prod synthesizes without a sender (npm run synth on a fresh clone), and its template refuses a deploy without one', () => {
    const bare = synthStage('prod');
    const auth = bare.template(bare.stacks.auth);
    auth.hasParameter('SesFromEmail', { Type: 'String', Default: '' });
    const rules = auth.toJSON().Rules as Record<string, { Assertions: { AssertDescription: string }[] }>;
    expect(rules.SesSenderRequired?.Assertions.map((a) => a.AssertDescription)).toEqual([
      sesSenderRequired('prod'),
    ]);
    // With the sender given, the template has neither.
    expect(prod.template(prod.stacks.auth).toJSON().Parameters?.SesFromEmail).toBeUndefined();
  });

  it("prod deploys through prod's bootstrap qualifier and branch stages through theirs", () => {
    for (const { synth, name } of kinds()) {
      const qualifier = name === 'prod' ? bootstrapQualifiers.prod : bootstrapQualifiers.stages;
      const other = name === 'prod' ? bootstrapQualifiers.stages : bootstrapQualifiers.prod;
      for (const stack of synth.all) {
        const synthesizer = stack.synthesizer as DefaultStackSynthesizer;
        expect(synthesizer).toBeInstanceOf(DefaultStackSynthesizer);
        expect(synthesizer.deployRoleArn).toContain(`:role/cdk-${qualifier}-deploy-role-`);
        expect(synthesizer.cloudFormationExecutionRoleArn).toContain(`:role/cdk-${qualifier}-cfn-exec-role-`);
        // The template refuses to deploy against a bootstrap other than its own qualifier's.
        const rule = synth.template(stack).toJSON().Rules?.CheckBootstrapVersion as {
          Assertions: { Assert: { 'Fn::Not': [{ 'Fn::Contains': [string[], { Ref: string }] }] } }[];
        };
        const parameter = synth.template(stack).toJSON().Parameters?.BootstrapVersion as { Default: string };
        expect(parameter.Default).toBe(`/cdk-bootstrap/${qualifier}/version`);
        expect(JSON.stringify(rule)).toContain('BootstrapVersion');
        expect(JSON.stringify(synth.template(stack).toJSON())).not.toContain(`cdk-bootstrap/${other}/`);
      }
    }
  });

  it('tags every stack with the app and its stage, and names it after the stage', () => {
    for (const { synth, name } of kinds()) {
      for (const stack of synth.all) {
        const stage = name === 'prod' ? 'prod' : 'test';
        expect(stack.stackName).toMatch(new RegExp(`^Receipts-${stage}-[A-Za-z]+$`));
        expect(stack.tags.tagValues()).toEqual(expect.objectContaining({ app: 'receipts', stage }));
      }
    }
  });
});
