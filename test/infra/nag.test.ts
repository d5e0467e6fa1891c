import { App, CfnResource, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { acknowledge, acknowledgeResources, checkWithNag } from '../../infra/stacks/stage-nag';
import { acknowledgedFindings, nagViolations, staleAcknowledgements } from '../support/nag';
import { unbundledContext, withoutCfnValidation } from '../support/synth';

/**
 * Two stacks under the app's checks: an object store in one (a bare CloudFormation resource, which no rule
 * checks) and, in the other, a role that reads objects of it.
 */
function twoStacks(...patterns: string[]) {
  const app = new App({ context: unbundledContext(), ...withoutCfnValidation });
  checkWithNag(app);
  const store = new CfnResource(new Stack(app, 'Data'), 'Store', { type: 'AWS::S3::Bucket' });
  const role = new Role(new Stack(app, 'Access'), 'Reader', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
  });
  const objects = patterns.map((pattern) => `${store.getAtt('Arn').toString()}/${pattern}`);
  role.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: objects }));
  return { app, role, objects };
}

describe('cdk-nag AwsSolutions as a policy-validation plugin (infra/stacks/stage-nag.ts)', () => {
  it('fails the synthesis on a finding nobody acknowledged, naming it', () => {
    const { app } = twoStacks('*');
    expect(() => app.synth()).toThrow(
      /AwsSolutions-IAM5\[Resource::Data:ExportsOutputFnGetAttStoreArn\w+\/\*\]/,
    );
  });

  it("acknowledges a wildcard on another stack's resource by the export cdk-nag reads", () => {
    const { app, role, objects } = twoStacks('*');
    acknowledgeResources(role, 'The reader reads every object.', ...objects);
    const assembly = app.synth();
    expect(nagViolations(assembly.directory)).toEqual([]);
    expect(acknowledgedFindings(app)).toEqual([
      {
        path: 'Access/Reader/DefaultPolicy/Resource',
        id: expect.stringMatching(/^AwsSolutions-IAM5\[Resource::/),
      },
    ]);
    expect(staleAcknowledgements(app)).toEqual([]);
  });

  it('acknowledges each finding by name: a wildcard not named still fails', () => {
    const { app, role, objects } = twoStacks('photos/*', 'cards/*');
    acknowledgeResources(role, 'Photos only.', objects[0] as string);
    expect(() => app.synth()).toThrow(/AwsSolutions-IAM5\[Resource::\S+\/cards\/\*\]/);
  });

  it('tells an acknowledgement that silences nothing', () => {
    const { app, role, objects } = twoStacks('*');
    acknowledgeResources(role, 'The reader reads every object.', ...objects);
    acknowledge(role, { id: 'AwsSolutions-IAM4[Policy::nothing]', reason: 'No such policy.' });
    app.synth();
    expect(staleAcknowledgements(app)).toEqual([
      { path: 'Access/Reader', id: 'AwsSolutions-IAM4[Policy::nothing]' },
    ]);
  });
});
