import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type IOrigin,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { embedWallRequestCode } from '../edge/embed-wall-request';
import { contentSecurityPolicy, permissionsPolicy, strictTransportSecurityDays } from '../site-headers';

/**
 * The site's security headers as a CloudFront response-headers policy (infra/site-headers.ts builds them). The
 * embeddable one lets any site frame the page and sends no X-Frame-Options; it serves only the embedded wall.
 */
export function siteResponseHeaders(
  scope: Construct,
  id: string,
  { connectTo, embeddable = false }: { connectTo: readonly string[]; embeddable?: boolean },
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    ...(embeddable ? { comment: 'The embedded wall: other sites may frame it.' } : {}),
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(strictTransportSecurityDays),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      ...(embeddable ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({ connectTo, embeddable }),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
    },
  });
}

/**
 * The embedded wall's behaviour (`/embed/*`): for `/embed/{username}` only, the app's index.html from the site
 * bucket (a viewer-request function asks for it, and answers every other path under the prefix 404 itself,
 * so nothing but a wall is served under the embeddable headers). The query (theme, count) is read by the app
 * in the browser, so the cache ignores it.
 */
export function embedWallBehavior(
  scope: Construct,
  siteOrigin: IOrigin,
  connectTo: readonly string[],
): BehaviorOptions {
  const toApp = new EdgeFunction(scope, 'EmbedWallRequest', {
    comment: 'The embedded wall: /embed/{username} is the app, any other /embed/ path a 404.',
    runtime: FunctionRuntime.JS_2_0,
    code: FunctionCode.fromInline(embedWallRequestCode()),
  });
  return {
    origin: siteOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    responseHeadersPolicy: siteResponseHeaders(scope, 'EmbeddableHeaders', { connectTo, embeddable: true }),
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    functionAssociations: [{ function: toApp, eventType: FunctionEventType.VIEWER_REQUEST }],
  };
}
