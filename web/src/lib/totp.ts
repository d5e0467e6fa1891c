import * as messages from '@contract/messages';

/** The name authenticator apps show above the code. */
export const totpIssuer = 'Receipts';

/**
 * A message for a refused TOTP code: Cognito says CodeMismatchException at sign-in and
 * EnableSoftwareTokenMFAException when a new app's first code is wrong; a sign-in session that ran out
 * (three minutes) is NotAuthorizedException. Anything else gives `fallback`.
 */
export function totpErrorMessage(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException')
    return messages.totpCodeWrong;
  if (name === 'NotAuthorizedException') return messages.totpSessionExpired;
  return fallback;
}

/** The shared secret in groups of four, for typing into an app that cannot scan the QR code. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
