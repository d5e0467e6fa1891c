import { Arn, Stack } from 'aws-cdk-lib';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { edgeRegion } from './edge-stack';
import { acknowledge, findings } from './stage-nag';

/**
 * The ARN of the stage's CloudFront web ACL, read at deploy time from the parameter the Edge stack writes in
 * us-east-1 (a stack cannot reference another region's attributes).
 */
export class EdgeWebAcl extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: { parameterName: string }) {
    super(scope, id);
    const parameterArn = Arn.format(
      {
        service: 'ssm',
        region: edgeRegion,
        resource: 'parameter',
        resourceName: props.parameterName.slice(1),
      },
      Stack.of(this),
    );
    const read = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: props.parameterName },
      region: edgeRegion,
      physicalResourceId: PhysicalResourceId.of(props.parameterName),
    };
    const lookup = new AwsCustomResource(this, 'Read', {
      onCreate: read,
      onUpdate: read,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [parameterArn] }),
      installLatestAwsSdk: false,
    });
    this.arn = lookup.getResponseField('Parameter.Value');
    // The custom resource's handler, a singleton at stack level.
    const handler = Stack.of(this).node.findChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    acknowledge(
      handler,
      ...findings(
        'IAM4',
        "CDK's AwsCustomResource handler logs through the AWS-managed basic execution role.",
        'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      ),
    );
  }
}
