import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './stage-nag';

/**
 * The stage's edge secret: a random value Secrets Manager makes once per stage, which the distribution sends
 * the API as a custom origin header (`edgeSecretHeader`) and the API's functions are given in their
 * environment, so they believe `CloudFront-Viewer-Address` only on a request that came through the edge
 * (functions/http/client-address.ts). Named after its stack, so prod's is denied to the branch stages by name.
 * Not rotated: CloudFront and the functions take the value at deploy (docs/security.md says what that leaves).
 */
export class EdgeSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Value', {
      secretName: `${Stack.of(this).stackName}-EdgeSecret`,
      description:
        "Sent by the stage's distribution to the API: only requests carrying it came through the edge.",
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(this.secret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions read the value at deploy (a dynamic reference), so a rotation takes effect only with a deploy of both; docs/security.md states the gap.',
    });
  }

  /** The value as CloudFormation resolves it at deploy (`{{resolve:secretsmanager:…}}`), never in the template. */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
