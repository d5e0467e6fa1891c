import { selfServiceRefusal, selfServiceScope } from '@contract/recent-sign-in';
import { claimsOf } from './cognito-refresh';

/** Runs the pool's pre token generation trigger (the Lambda the Auth stack wires) on a version 2 event. */
export type PreTokenTrigger = (event: Record<string, unknown>) => Promise<unknown>;

interface TriggerAnswer {
  response?: { claimsAndScopeOverrideDetails?: { accessTokenGeneration?: { scopesToSuppress?: unknown } } };
}

/**
 * The scopes a refresh's access token loses: the trigger's answer to the version 2 event Cognito sends on a
 * refresh (cognito-local sends only version 1, and only on a sign-in), made from the refreshed token.
 */
export async function scopesSuppressedOnRefresh(
  run: PreTokenTrigger,
  accessToken: string,
): Promise<string[]> {
  const claims = claimsOf(accessToken);
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  const answer = (await run({
    version: '2',
    triggerSource: 'TokenGeneration_RefreshTokens',
    region: 'local',
    userPoolId: String(claims.iss ?? '')
      .split('/')
      .pop(),
    userName: claims.username,
    callerContext: { awsSdkVersion: 'local', clientId: claims.client_id },
    request: {
      userAttributes: { sub: claims.sub },
      groupConfiguration: { groupsToOverride: claims['cognito:groups'] ?? [] },
      scopes,
    },
    response: { claimsAndScopeOverrideDetails: {} },
  })) as TriggerAnswer | null;
  const suppressed = answer?.response?.claimsAndScopeOverrideDetails?.accessTokenGeneration?.scopesToSuppress;
  return Array.isArray(suppressed) ? suppressed.filter((s): s is string => typeof s === 'string') : [];
}

/**
 * Cognito's refusal of a self-service call (any action that takes an `AccessToken`) whose token lacks the
 * self-service scope; null when the call may go on. cognito-local checks no scope, so the shim does.
 */
export function selfServiceScopeRefusal(input: Record<string, unknown>) {
  if (typeof input.AccessToken !== 'string') return null;
  let scope: unknown;
  try {
    scope = claimsOf(input.AccessToken).scope;
  } catch {
    return null; // Not a token at all: the emulator refuses it as Cognito does.
  }
  if (typeof scope === 'string' && scope.split(' ').includes(selfServiceScope)) return null;
  return { status: 400, body: { __type: selfServiceRefusal.name, message: selfServiceRefusal.message } };
}
