import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/**
 * Verifies Cognito ID tokens the way the HTTP API JWT authorizer does: signature from the pool's JWKS,
 * issuer, audience (the SPA client) and expiry. cognito-local serves its JWKS over plain http.
 */
export function createIdTokenVerifier(issuer: string, clientId: string) {
  const jwksCache = new SimpleJwksCache({
    fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
  });
  const verifier = JwtRsaVerifier.create(
    { issuer, audience: clientId, jwksUri: `${issuer}/.well-known/jwks.json` },
    { jwksCache },
  );
  return async (token: string): Promise<JwtPayload | null> => {
    try {
      const payload = await verifier.verify(token);
      return payload.token_use === 'id' ? payload : null;
    } catch {
      return null;
    }
  };
}
