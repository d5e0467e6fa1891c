import { limits } from '@contract/limits';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type IResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { envNames } from '../../functions/config';
import { previewCardPrefix, profilePhotoPrefix } from '../../functions/domain/media-keys';
import { siteHostHeader } from '../../functions/previews/site-host';
import { tableActions } from '../access/handler-access';
import { linkPreviewRequestCode } from '../edge/link-preview-request';
import { allowOnMediaObjects, tableAndMediaEnvironment } from './function-media';
import { createFunction, mediaFunctionMemoryMb } from './lambda-defaults';
import { acknowledgeResources, acknowledgeTableIndexes } from './stage-nag';

/** The fonts the preview cards are drawn with (DejaVu Sans, its licence beside it), and their fontconfig. */
export const lambdaFonts = 'infra/lambda-fonts';
const lambdaFontsFolder = 'fonts';

/**
 * The most link-preview functions that run at once. The edge answers every spelling of a profile link from
 * one cached head (infra/edge/profile-link-viewer-request.js), so only a member name not asked for in the
 * last `previewHeadCacheSeconds` runs the function; a flood of made-up names stops here instead of taking
 * the account's concurrency from the API's functions. A run takes well under a second (drawing a card a
 * little more), so this is dozens of new heads a second; past that the function URL answers 429 (CloudFront
 * cannot replace a 429 with the app), while every head already cached is still served.
 */
export const previewConcurrency = 10;

export interface LinkPreviewOriginProps {
  table: ITable;
  mediaBucket: IBucket;
  siteBucket: IBucket;
  headers: IResponseHeadersPolicy;
}

/**
 * What CloudFront's `/u/*` behaviour reaches: the link-preview function (functions/handlers/link-preview.ts)
 * through its function URL with origin access control, so only this distribution can call it (the URL's
 * IAM auth refuses everyone else). A function URL rather than an HTTP API route: the page is HTML, not
 * one of the API's JSON routes (the route table, the OpenAPI document and the site's client stay as they
 * are), and it costs no API request. Each rendered head is kept at the edge for `previewHeadCacheSeconds`,
 * keyed on the canonical path the viewer-request function leaves (lower-case username, no trailing slash).
 */
export class LinkPreviewOrigin extends Construct {
  readonly behavior: BehaviorOptions;
  readonly cachePolicy: CachePolicy;

  constructor(scope: Construct, id: string, props: LinkPreviewOriginProps) {
    super(scope, id);
    // Drawing a card (sharp) wants the CPU the media function has.
    const fn = createFunction(
      this,
      'Function',
      'functions/handlers/link-preview.ts',
      {
        ...tableAndMediaEnvironment(props.table, props.mediaBucket),
        [envNames.siteBucket]: props.siteBucket.bucketName,
        // Lambda has no fonts: the card's words are drawn with the ones shipped beside the bundle.
        FONTCONFIG_FILE: `/var/task/${lambdaFontsFolder}/fonts.conf`,
      },
      {
        memorySize: mediaFunctionMemoryMb,
        folders: { [lambdaFontsFolder]: lambdaFonts },
        reservedConcurrency: previewConcurrency,
      },
    );
    props.table.grant(fn, ...tableActions('read'));
    // The site's index.html is the page whose head it rewrites: that one object, read only.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.siteBucket.arnForObjects('index.html')],
      }),
    );
    allowOnMediaObjects(fn, props.mediaBucket, ['s3:GetObject'], `${profilePhotoPrefix}*`);
    allowOnMediaObjects(fn, props.mediaBucket, ['s3:GetObject', 's3:PutObject'], `${previewCardPrefix}*`);
    // Without ListBucket a HEAD of a card not drawn yet is 403, not 404.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.mediaBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${previewCardPrefix}*` } },
      }),
    );
    acknowledgeTableIndexes(fn, props.table);
    acknowledgeResources(
      fn,
      'The preview reads profile photos and reads and writes preview cards, whose keys are only known at run time (one prefix each).',
      ...[profilePhotoPrefix, previewCardPrefix].map((prefix) =>
        props.mediaBucket.arnForObjects(`${prefix}*`),
      ),
    );

    const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    this.cachePolicy = new CachePolicy(this, 'HeadCache', {
      comment:
        'Profile link previews: one rendered head per site host and canonical path, for a few minutes.',
      defaultTtl: Duration.seconds(limits.previewHeadCacheSeconds),
      maxTtl: Duration.seconds(limits.previewHeadCacheSeconds),
      minTtl: Duration.seconds(0),
      headerBehavior: CacheHeaderBehavior.allowList(siteHostHeader),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Before the cache: the path made canonical (its cache key) and the site's host put in a header of ours.
    const viewerRequest = new EdgeFunction(this, 'CanonicalRequest', {
      comment: 'Profile links: one canonical path per member, and the host the visitor asked for.',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(linkPreviewRequestCode()),
    });
    this.behavior = {
      origin: FunctionUrlOrigin.withOriginAccessControl(url),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      responseHeadersPolicy: props.headers,
      cachePolicy: this.cachePolicy,
      functionAssociations: [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }
}
