import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/**
 * Verifies Cognito tokens the way the HTTP API JWT authorizer does: signature from the pool's JWKS, issuer,
 * audience (an ID token's `aud` or an access token's `client_id` naming the SPA client) and expiry. Like the
 * authorizer, it lets an access token through: telling them apart is the handler's job (`callerFrom`), and
 * the local stack must show whether it does. cognito-local serves its JWKS over plain http.
 */
export function createTokenVerifier(issuer: string, clientId: string) {
  const jwksCache = new SimpleJwksCache({
    fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
  });
  const verifier = JwtRsaVerifier.create(
    { issuer, audience: null, jwksUri: `${issuer}/.well-known/jwks.json` },
    { jwksCache },
  );
  return async (token: string): Promise<JwtPayload | null> => {
    try {
      const payload = await verifier.verify(token);
      return payload.aud === clientId || payload.client_id === clientId ? payload : null;
    } catch {
      return null;
    }
  };
}
