import { randomBytes } from 'node:crypto';

/**
 * A one-click unsubscribe token: `<userId>.<key>`, the key being a random secret kept on the user's profile.
 * Whoever holds the link may turn e-mails off for that user, and nothing else; it carries no personal data.
 */
export const unsubscribeToken = (userId: string, key: string) =>
  `${Buffer.from(userId).toString('base64url')}.${key}`;

export function parseUnsubscribeToken(token: string): { userId: string; key: string } | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  return userId ? { userId, key: match[2]! } : null;
}

/** A new random secret for a profile's unsubscribe links. */
export const newUnsubscribeKey = () => randomBytes(24).toString('base64url');
