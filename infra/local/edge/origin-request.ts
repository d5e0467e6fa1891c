import { viewerAddressHeader } from '@contract/edge-headers';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnTemplate } from '../iam/intrinsics';

/** What CloudFront adds to the request it sends a behaviour's origin, of what the local edge reproduces. */
export interface OriginRequestAdditions {
  /** CloudFront's own headers the behaviour's origin request policy includes, lower-case. */
  cloudFrontHeaders: string[];
  /** The origin's custom headers (names lower-case), their values as CloudFormation resolves them at deploy. */
  customHeaders: Record<string, string>;
}

/** The CloudFront headers the local edge makes: the viewer's address and port. */
const madeLocally = [viewerAddressHeader.toLowerCase()];

/**
 * The managed origin request policies a behaviour may name by id, with the CloudFront headers each includes of
 * those made locally, as AWS documents them. A managed policy not listed here is an error, not a guess.
 */
const managedPolicies: Record<string, string[]> = {
  // Every viewer header but Host, with CloudFront's own headers.
  [OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId]: madeLocally,
  // Every viewer header, with CloudFront's own released through June 2022 (CloudFront-Viewer-Address: 2021).
  [OriginRequestPolicy.ALL_VIEWER_AND_CLOUDFRONT_2022.originRequestPolicyId]: madeLocally,
  [OriginRequestPolicy.ALL_VIEWER.originRequestPolicyId]: [],
};

interface CfnHeadersConfig {
  HeaderBehavior?: string;
  Headers?: string[];
}

/** The CloudFront headers a behaviour's policy (a managed policy's id, or `Ref` to one of the template's) adds. */
function cloudFrontHeadersOf(template: CfnTemplate, policyId: unknown): string[] {
  if (policyId === undefined) return [];
  if (typeof policyId === 'string') {
    const managed = managedPolicies[policyId];
    if (!managed)
      throw new Error(`The local edge does not know the managed origin request policy ${policyId}`);
    return managed;
  }
  const id = String((policyId as { Ref?: unknown }).Ref);
  const config = template.Resources?.[id]?.Properties?.OriginRequestPolicyConfig as
    | { HeadersConfig?: CfnHeadersConfig }
    | undefined;
  if (!config) throw new Error(`The distribution's origin request policy ${id} is not in its template`);
  const { HeaderBehavior, Headers = [] } = config.HeadersConfig ?? {};
  // CloudFront's headers are added by name in these two behaviours only.
  if (HeaderBehavior !== 'whitelist' && HeaderBehavior !== 'allViewerAndWhitelistCloudFront') return [];
  return Headers.map((h) => h.toLowerCase()).filter((h) => madeLocally.includes(h));
}

/**
 * What CloudFront adds to a behaviour's origin requests: the CloudFront headers of its origin request policy
 * and its origin's custom headers (`OriginCustomHeaders`), each value through `deployed` (a secret's dynamic
 * reference becomes the secret's value).
 */
export function originRequestOf(
  template: CfnTemplate,
  origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[],
  behavior: { TargetOriginId: string; OriginRequestPolicyId?: unknown },
  deployed: (value: unknown) => string,
): OriginRequestAdditions {
  const origin = origins.find((o) => o.Id === behavior.TargetOriginId);
  if (!origin) throw new Error(`The distribution has no origin ${behavior.TargetOriginId}`);
  return {
    cloudFrontHeaders: cloudFrontHeadersOf(template, behavior.OriginRequestPolicyId),
    customHeaders: Object.fromEntries(
      (origin.OriginCustomHeaders ?? []).map((h) => [h.HeaderName.toLowerCase(), deployed(h.HeaderValue)]),
    ),
  };
}
