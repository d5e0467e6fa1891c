import type { DeployValue } from '../deploy-values';
import type { CfnTemplate, Templates } from '../iam/intrinsics';
import { type OriginRequestAdditions, originRequestOf } from './origin-request';

/** One cache behaviour as the synthesized distribution states it. */
export interface EdgeBehavior {
  /** `/api/*`; null for the default behaviour, which takes every path no other pattern matches. */
  pathPattern: string | null;
  targetOriginId: string;
  /** The viewer-request CloudFront Function's code, as synthesized (cloudfront-js-2.0), if it has one. */
  viewerRequest?: string;
  /** What CloudFront adds to the requests it sends this behaviour's origin. */
  originRequest: OriginRequestAdditions;
}

/** A custom error response: distribution-wide, whichever behaviour the failed request went through. */
export interface EdgeErrorResponse {
  errorCode: number;
  responseCode?: number;
  responsePagePath?: string;
}

/** What the local edge takes from the stage's distribution. */
export interface EdgeDistribution {
  defaultRootObject?: string;
  /** In CloudFront's order of evaluation: the listed behaviours first to last, then the default. */
  behaviors: EdgeBehavior[];
  errorResponses: EdgeErrorResponse[];
}

interface CfnBehavior {
  PathPattern?: string;
  TargetOriginId: string;
  OriginRequestPolicyId?: unknown;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}

/** The code of the CloudFront Function an association names (`Fn::GetAtt [id, FunctionARN]`). */
function functionCode(template: CfnTemplate, arn: unknown): string {
  const id = (arn as { 'Fn::GetAtt'?: unknown[] })?.['Fn::GetAtt']?.[0];
  const code = template.Resources?.[String(id)]?.Properties?.FunctionCode;
  if (typeof code !== 'string')
    throw new Error(`The distribution's function ${String(id)} has no inline code the local edge can run`);
  return code;
}

/**
 * The stage's one CloudFront distribution, read from its synthesized templates: its behaviours in order,
 * their viewer-request functions' code, what CloudFront adds to their origin requests (values as `deployed`
 * makes them) and the custom error responses.
 */
export function edgeDistribution(templates: Templates, deployed: DeployValue): EdgeDistribution {
  const found = Object.entries(templates).flatMap(([stack, template]) =>
    Object.values(template.Resources ?? {})
      .filter((resource) => resource.Type === 'AWS::CloudFront::Distribution')
      .map((resource) => ({ stack, template, config: resource.Properties?.DistributionConfig })),
  );
  if (found.length !== 1)
    throw new Error(`The stage has ${found.length} distributions; the local edge reads one`);
  const { stack, template, config } = found[0] as {
    stack: string;
    template: CfnTemplate;
    config: Record<string, unknown>;
  };
  const origins = (config.Origins ?? []) as Parameters<typeof originRequestOf>[1];
  const behavior = (cfn: CfnBehavior): EdgeBehavior => {
    const association = cfn.FunctionAssociations?.find((a) => a.EventType === 'viewer-request');
    if (cfn.FunctionAssociations?.some((a) => a.EventType !== 'viewer-request'))
      throw new Error(
        `${cfn.PathPattern ?? 'The default behaviour'}: only viewer-request functions run locally`,
      );
    return {
      pathPattern: cfn.PathPattern ?? null,
      targetOriginId: cfn.TargetOriginId,
      ...(association ? { viewerRequest: functionCode(template, association.FunctionARN) } : {}),
      originRequest: originRequestOf(template, origins, cfn, (value) => deployed(stack, value)),
    };
  };
  const errors = (config.CustomErrorResponses ?? []) as {
    ErrorCode: number;
    ResponseCode?: number;
    ResponsePagePath?: string;
  }[];
  return {
    ...(typeof config.DefaultRootObject === 'string' ? { defaultRootObject: config.DefaultRootObject } : {}),
    behaviors: [
      ...((config.CacheBehaviors ?? []) as CfnBehavior[]).map(behavior),
      behavior(config.DefaultCacheBehavior as CfnBehavior),
    ],
    errorResponses: errors.map((e) => ({
      errorCode: Number(e.ErrorCode),
      ...(e.ResponseCode === undefined ? {} : { responseCode: Number(e.ResponseCode) }),
      ...(e.ResponsePagePath === undefined ? {} : { responsePagePath: e.ResponsePagePath }),
    })),
  };
}

/**
 * CloudFront's path-pattern match: `*` any run of characters, `?` exactly one, case-sensitive, on the path
 * without its query; a pattern written without its leading slash means the same.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const rooted = pattern.startsWith('/') ? pattern : `/${pattern}`;
  const regex = rooted
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`, 's').test(path);
}

/** The behaviour CloudFront serves a path with: the first listed pattern that matches, else the default. */
export function behaviorFor(distribution: EdgeDistribution, path: string): EdgeBehavior {
  const found = distribution.behaviors.find(
    (b) => b.pathPattern === null || matchesPathPattern(b.pathPattern, path),
  );
  if (!found) throw new Error('The distribution has no default behaviour');
  return found;
}
