import { existsSync } from 'node:fs';
import type { SiteConfig } from '@contract/site-config';
import { apiPathPrefix, embedWallPrefix, memberLinkPrefixes, siteConfigPath } from '@contract/site-paths';
import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import {
  previewCardPrefix,
  profilePhotoPrefix,
  voiceRecordingPrefix,
} from '../../functions/domain/media-keys';
import { siteRequestCode } from '../edge/site-request';
import { repoRoot } from '../paths';
import { userPoolOrigin } from '../site-headers';
import type { StageConfig } from '../stage-config';
import { outputKeys } from '../stage-outputs';
import { ApiUnderSite } from './api-under-site';
import { EdgeWebAcl } from './edge-web-acl';
import { LinkPreviewOrigin } from './link-preview-origin';
import { MediaBucketPolicy } from './media-bucket-policy';
import { embedWallBehavior, siteResponseHeaders } from './site-response-headers';
import { acknowledge, acknowledgeBucketDeployment, noAccessLogs } from './stage-nag';

export interface SiteStackProps extends StackProps {
  config: StageConfig;
  /** Where access logs go; absent when the stage keeps none. */
  logBucket?: Bucket;
  mediaBucketName: string;
  /** The table the link-preview function reads profiles from. */
  table: ITable;
  /** The site's config.json but the API's address, which is the site's own (`<site>/api`). */
  siteConfig: Omit<SiteConfig, 'apiUrl'>;
  /** The site's own domain (`-c domainName= -c certificateArn=`): served with TLS 1.2 at least. */
  customDomain?: CustomDomain;
  /** API Gateway's endpoint, which the distribution serves under `/api/*`. */
  apiEndpoint: string;
  /** The stage's edge secret (edge-secret.ts), sent to the API with every request. */
  edgeSecret: string;
  /** The SSM parameter (in us-east-1) holding the distribution's web ACL, which the Edge stack writes. */
  webAclArnParameter: string;
}

export interface CustomDomain {
  domainName: string;
  /** An ACM certificate in us-east-1 that covers `domainName` (CloudFront's rule). */
  certificateArn: string;
}

/**
 * The site: a private bucket behind CloudFront (origin access control), the app's pages served as /index.html
 * by a viewer-request function on the site's own behaviour (no distribution-wide error page, which would
 * turn the API's 403s and 404s into the app),
 * security headers, /config.json with the stage's endpoints, public profile photos from the media
 * bucket under /profilePhotos/ (and link-preview cards under /previewCards/), presigned voice-note links
 * under /voice_recordings/, and shared profile links /u/* with their link preview.
 */
export class SiteStack extends Stack {
  readonly distribution: Distribution;
  /** Where members reach the site: the custom domain when there is one. */
  readonly siteUrl: string;
  /** Where the site calls the API: under its own address, behind the web ACL. */
  readonly apiUrl: string;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      ...(props.logBucket
        ? { serverAccessLogsBucket: props.logBucket, serverAccessLogsPrefix: 'site/' }
        : {}),
      // The site is rebuilt from git on every deploy: nothing in it needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const mediaBucket: IBucket = Bucket.fromBucketName(this, 'MediaBucket', props.mediaBucketName);
    // The app calls the stage's API, its user pool and, for presigned uploads, the media bucket's regional
    // host (the one the Lambda's S3 client signs for); the policy names exactly these (tokens until deploy).
    const connectTo = [
      userPoolOrigin(props.siteConfig.userPoolEndpoint, this.region, this.urlSuffix),
      `https://${mediaBucket.bucketRegionalDomainName}`,
    ];
    const headers = siteResponseHeaders(this, 'SecurityHeaders', { connectTo });

    // Voice notes stay private: S3 checks each presigned link itself, so this origin has no access of its
    // own. CloudFront passes the whole query (the signature) on, sets the origin's regional host (which
    // the signature covers), caches nothing, and adds the headers S3 cannot (nosniff).
    const voiceNoteRequests = new OriginRequestPolicy(this, 'VoiceNoteRequests', {
      comment: 'Presigned voice-note links: the signature travels in the query string.',
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.none(),
    });
    const linkPreviews = new LinkPreviewOrigin(this, 'LinkPreviews', {
      table: props.table,
      mediaBucket,
      siteBucket,
      headers,
    });
    // Profile photos and preview cards: one origin (and access control) for the media bucket's public prefixes.
    const publicMedia = S3BucketOrigin.withOriginAccessControl(mediaBucket);
    // The site bucket may be listed by the distribution, so S3 answers a missing file 404 (not 403). Nothing
    // can list it through the edge: every path without an extension, `/` included, is asked for as /index.html.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const sitePages = new EdgeFunction(this, 'SitePages', {
      comment: "The app's pages (paths without a file extension) are its index.html.",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteRequestCode()),
    });
    const domain = props.customDomain;
    const api = new ApiUnderSite(this, 'Api', {
      apiEndpoint: props.apiEndpoint,
      headers,
      edgeSecret: props.edgeSecret,
    });
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      webAclId: new EdgeWebAcl(this, 'WebAcl', { parameterName: props.webAclArnParameter }).arn,
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.logBucket
        ? { enableLogging: true, logBucket: props.logBucket, logFilePrefix: 'cloudfront/' }
        : {}),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: [{ function: sitePages, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${apiPathPrefix}/*`]: api.behavior,
        [`${embedWallPrefix}*`]: embedWallBehavior(this, siteOrigin, connectTo),
        [`${profilePhotoPrefix}*`]: {
          origin: publicMedia,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          responseHeadersPolicy: headers,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        },
        // A shared profile link: the app's page with the member's preview in its head (link-preview-origin.ts).
        [`${memberLinkPrefixes.profile}*`]: linkPreviews.behavior,
        [`${previewCardPrefix}*`]: {
          origin: publicMedia,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          responseHeadersPolicy: headers,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        },
        [`${voiceRecordingPrefix}*`]: {
          origin: S3BucketOrigin.withBucketDefaults(mediaBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          responseHeadersPolicy: headers,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: voiceNoteRequests,
        },
      },
      // No errorResponses: CloudFront applies them to every behaviour, the API's included. Deep links get
      // the app from the default behaviour's function (sitePages).
    });

    this.siteUrl = `https://${domain?.domainName ?? this.distribution.distributionDomainName}`;
    this.apiUrl = `${this.siteUrl}${apiPathPrefix}`;

    new MediaBucketPolicy(this, 'MediaBucketPolicy', {
      bucket: mediaBucket,
      distribution: this.distribution,
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'The default root object is index.html, and the default behaviour asks for every path without an extension as /index.html: no request reaches the bucket as a listing.',
    );
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "MediaBucketPolicy grants this distribution read access to the media bucket's public prefixes.",
    );

    // Without a web build (`npm run build:web`) only config.json is deployed, so synth works anywhere.
    const built = `${repoRoot}web/dist`;
    new BucketDeployment(this, 'Deploy', {
      destinationBucket: siteBucket,
      distribution: this.distribution,
      sources: [
        ...(existsSync(built) ? [Source.asset(built)] : []),
        Source.jsonData(siteConfigPath.slice(1), { ...props.siteConfig, apiUrl: this.apiUrl }),
      ],
      prune: false,
    });

    if (!props.logBucket) {
      acknowledge(siteBucket, noAccessLogs(props.config));
      acknowledge(this.distribution, noAccessLogs(props.config, 'AwsSolutions-CFR3'));
    }
    acknowledge(this.distribution, {
      id: 'AwsSolutions-CFR1',
      reason: 'Receipts is open to people in every country; no geo restriction.',
    });
    if (!domain)
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate fixes the TLS policy; -c domainName with -c certificateArn serves TLS 1.2 at least.',
      });
    // BucketDeployment's handler is a singleton at stack level, outside the Deploy construct.
    for (const handler of this.node.children.filter((c) =>
      c.node.id.startsWith('Custom::CDKBucketDeployment'),
    ))
      acknowledgeBucketDeployment(handler, siteBucket, props.config);

    new CfnOutput(this, outputKeys.siteUrl, { value: this.siteUrl });
  }
}
