import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { selfServiceRefusal, selfServiceScope } from '@contract/recent-sign-in';
import { claimsOf, poolKey } from './cognito-refresh';

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
  if (suppressed === undefined) return [];
  // Cognito refuses the refresh on an answer it cannot read; so does the shim (no tokens).
  if (!Array.isArray(suppressed) || suppressed.some((s) => typeof s !== 'string'))
    throw new Error(
      'The pre token generation trigger answered scopesToSuppress that is not a list of scopes',
    );
  return suppressed as string[];
}

let publicKey: KeyObject | undefined;

const refusal = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });

/**
 * Whether `token` is an access token the emulated pool issued and that has not run out: its signature under
 * the pool's key, `token_use` and `exp`, as Cognito checks (cognito-local only decodes it).
 */
function accessTokenProblem(token: string): string | null {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return 'Invalid Access Token';
  publicKey ??= createPublicKey(poolKey());
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${body}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'Invalid Access Token';
  const claims = claimsOf(token);
  if (claims.token_use !== 'access') return 'Invalid Access Token';
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return 'Access Token has expired';
  return null;
}

/**
 * Cognito's refusal of an API call the shim must not pass on: a body that is not a JSON object (Cognito reads
 * only `application/x-amz-json-1.1`; cognito-local would take a form), an `AccessToken` that is not one the
 * pool issued and still valid (with `verify`: cognito-local's own pool), or one without the self-service scope
 * (cognito-local checks no scope). Null when the call may go on.
 */
export function selfServiceScopeRefusal(input: Record<string, unknown> | null, verifyTokens: boolean) {
  if (!input) return refusal('SerializationException', 'The request body is not a JSON object');
  if (!('AccessToken' in input)) return null;
  const token = input.AccessToken;
  if (typeof token !== 'string') return refusal(selfServiceRefusal.name, 'Invalid Access Token');
  let scope: unknown;
  try {
    const problem = verifyTokens ? accessTokenProblem(token) : null;
    if (problem) return refusal(selfServiceRefusal.name, problem);
    scope = claimsOf(token).scope;
  } catch {
    return refusal(selfServiceRefusal.name, 'Invalid Access Token');
  }
  if (typeof scope === 'string' && scope.split(' ').includes(selfServiceScope)) return null;
  return refusal(selfServiceRefusal.name, selfServiceRefusal.message);
}
