import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BucketPolicy, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { previewCardPrefix, profilePhotoPrefix } from '../../functions/domain/media-keys';

/** The media prefixes anyone may see through the site: profile photo variants and link-preview cards. */
export const publicMediaPrefixes = [profilePhotoPrefix, previewCardPrefix] as const;

/**
 * The media bucket's one policy: requests over TLS only, and reads of its public prefixes by this stage's
 * distribution and no other (`AWS:SourceArn`), so no other distribution of the account can serve them.
 * It lives in the Site stack, beside the distribution it names: the bucket (Data stack) is made first,
 * and a bucket has only one policy, so the Data stack declares none (nor `autoDeleteObjects`, which would
 * add one: `npm run stage:destroy` empties a branch stage's media bucket before deleting its stacks).
 */
export class MediaBucketPolicy extends Construct {
  readonly policy: BucketPolicy;

  constructor(scope: Construct, id: string, props: { bucket: IBucket; distribution: Distribution }) {
    super(scope, id);
    const { bucket, distribution } = props;
    this.policy = new BucketPolicy(this, 'Policy', { bucket });
    this.policy.document.addStatements(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [new AnyPrincipal()],
        actions: ['s3:*'],
        resources: [bucket.bucketArn, bucket.arnForObjects('*')],
        conditions: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
      new PolicyStatement({
        actions: ['s3:GetObject'],
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        resources: publicMediaPrefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
  }
}
