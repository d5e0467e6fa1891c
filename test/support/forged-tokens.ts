import { generateKeyPairSync, sign } from 'node:crypto';

/** The `sub` the tampered token claims. */
export const forgedSub = '00000000-0000-0000-0000-000000000000';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens an attacker could make: tampered claims, a foreign signing key, `alg: none`, garbage. */
export function forgedTokens(realToken: string): Record<string, string> {
  const [header, payload, signature] = realToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const otherUser = b64url({ ...claims, sub: forgedSub });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreignHeader = b64url({
    alg: 'RS256',
    kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid,
  });
  const foreignSignature = sign(
    'RSA-SHA256',
    Buffer.from(`${foreignHeader}.${payload}`),
    privateKey,
  ).toString('base64url');
  return {
    'tampered claims': `${header}.${otherUser}.${signature}`,
    'foreign key': `${foreignHeader}.${payload}.${foreignSignature}`,
    'alg none': `${b64url({ alg: 'none' })}.${payload}.`,
    expired: `${header}.${b64url({ ...claims, exp: 1 })}.${signature}`,
    garbage: 'not-a-token',
  };
}
