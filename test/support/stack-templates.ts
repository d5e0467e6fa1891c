import { type RouteDef, routes } from '@contract/routes';
import { Match, type Template } from 'aws-cdk-lib/assertions';

/** The templates of a stage's stacks that the stack tests read most. */
export interface StackTemplates {
  data: Template;
  auth: Template;
  api: Template;
  site: Template;
  notifications: Template;
}

/** A stage's stacks and their templates: synthesized here (synth.ts) or for the whole run (synthesized-stages.ts). */
export interface StageTemplates<S> {
  stacks: Record<'data' | 'auth' | 'api' | 'site' | 'notifications', S>;
  all: S[];
  template: (stack: S) => Template;
}

export function stackTemplates<S>({ stacks, template }: StageTemplates<S>): StackTemplates {
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
