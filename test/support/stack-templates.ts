import { type RouteDef, routes } from '@contract/routes';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { Synthesised } from './synth';

/** The templates of a stage's stacks that the stack tests read most. */
export interface StackTemplates {
  data: Template;
  auth: Template;
  api: Template;
  site: Template;
  notifications: Template;
}

export function stackTemplates({ stacks, template }: Synthesised): StackTemplates {
  return {
    data: template(stacks.data),
    auth: template(stacks.auth),
    api: template(stacks.api),
    site: template(stacks.site),
    notifications: template(stacks.notifications),
  };
}

export const routeList = Object.entries(routes) as [string, RouteDef][];
export const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The logical id of the template's queue whose id starts with `prefix` (CDK appends a hash). */
export const queueIdOf = (template: Template, prefix: string) =>
  Object.keys(template.findResources('AWS::SQS::Queue')).find((id) => id.startsWith(prefix));

/** Every bucket of the stack blocks public access and has a policy denying plain-HTTP requests. */
export function expectPrivateSslOnlyBuckets(template: Template) {
  const buckets = Object.keys(template.findResources('AWS::S3::Bucket'));
  expect(buckets.length).toBeGreaterThan(0);
  template.allResourcesProperties('AWS::S3::Bucket', {
    PublicAccessBlockConfiguration: {
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    },
  });
  for (const bucket of buckets) {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  }
}
