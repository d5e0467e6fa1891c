import { limits } from '@contract/limits';

/** User pool settings shared by the CDK Auth stack and the local cognito-local pool. */
export const userPoolSettings = {
  passwordMinLength: limits.passwordMin,
  requiredAttributes: ['email', 'given_name', 'family_name'],
  /**
   * Given at sign-up (where the PreSignUp trigger checks them) and never changed in the pool afterwards, by
   * anyone: a member's names live in their profile, edited through the API. Changing a live pool's attribute
   * schema replaces the pool (and its users).
   */
  fixedAttributes: ['given_name', 'family_name'],
  /**
   * A changed sign-in e-mail takes effect only once the code sent to the new address is entered; until then
   * the member signs in, and is mailed, at the old one (Cognito's `keepOriginal`).
   */
  keptUntilVerified: ['email'],
  spaClientName: 'receipts-web',
  idTokenMinutes: limits.idTokenMinutes,
  /**
   * A sign-in's access token, the only one Cognito lets change how the member signs in (a refresh's lacks
   * the self-service scope: functions/events/pre-token-generation.ts), lasts as long as the step-up window,
   * so Cognito itself holds those changes to a recent sign-in. Cognito's least is 5 minutes.
   */
  accessTokenMinutes: limits.stepUpMinutes,
  /** How long a sign-in lasts without a password (a refresh token's life). Cognito's default is 30. */
  refreshTokenDays: 7,
  /**
   * Refresh tokens rotate: each refresh returns a new one and ends the old one, after this grace for a
   * request already in flight (another tab refreshing at the same moment). Cognito allows 0–60 s.
   */
  refreshTokenRotationGraceSeconds: 30,
  /**
   * A passkey counts only with user verification (the authenticator's PIN, fingerprint or face), when it is
   * registered and at each sign-in: a passkey is a whole sign-in, not a second step, so mere presence (a
   * touch) would make it weaker than the password it stands beside. The pool's `WebAuthnUserVerification`
   * and the local shim's ceremonies (infra/local/cognito-passkeys.ts).
   */
  passkeyUserVerification: 'required',
} as const;
