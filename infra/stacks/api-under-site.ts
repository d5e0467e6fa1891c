import { edgeSecretHeader } from '@contract/edge-headers';
import { Fn } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Construct } from 'constructs';
import { apiRequestCode } from '../edge/api-request';

/**
 * The API under the site's address (`/api/*`): every method, nothing cached, every header but the host passed
 * on (the member's token), the prefix taken off before API Gateway. Same-origin, so no CORS in the browser,
 * and behind the distribution's web ACL (edge-stack.ts).
 *
 * The managed AllViewerExceptHostHeader policy also adds CloudFront's own headers, `CloudFront-Viewer-Address`
 * among them (the viewer's address and port). A policy of our own cannot do both: an allow-list may not name
 * `Authorization`, and all viewer headers plus CloudFront's includes `Host`, which API Gateway refuses. The
 * origin carries the stage's edge secret (`edgeSecretHeader`, which CloudFront sets over any viewer's), so the
 * API believes the viewer's address only from here (functions/http/client-address.ts).
 */
export class ApiUnderSite extends Construct {
  readonly behavior: BehaviorOptions;

  constructor(
    scope: Construct,
    id: string,
    props: { apiEndpoint: string; headers: IResponseHeadersPolicy; edgeSecret: string },
  ) {
    super(scope, id);
    const viewerRequest = new EdgeFunction(this, 'StripPrefix', {
      comment: "The API's routes without the site's /api prefix.",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(apiRequestCode()),
    });
    // `https://<id>.execute-api.<region>.amazonaws.com`: its host.
    const host = Fn.select(2, Fn.split('/', props.apiEndpoint));
    this.behavior = {
      origin: new HttpOrigin(host, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [edgeSecretHeader]: props.edgeSecret },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy: props.headers,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }
}
