/** How a member signs in beyond their password, as Cognito lists it: their passkeys' ids and two-step sign-in. */
export interface SignInMethods {
  passkeys: string[];
  twoStep: boolean;
}

export const signInChanges = ['passkeyAdded', 'passkeyRemoved', 'twoStepOn', 'twoStepOff'] as const;
export type SignInChange = (typeof signInChanges)[number];

/** A member the server has not looked at yet has neither: their first passkey or two-step is a change. */
export const noSignInMethods: SignInMethods = { passkeys: [], twoStep: false };

/** What changed from `before` to `after`: passkeys added and removed (once each), two-step turned on or off. */
export function signInChangesBetween(before: SignInMethods, after: SignInMethods): SignInChange[] {
  const had = new Set(before.passkeys);
  const has = new Set(after.passkeys);
  const changes: SignInChange[] = [];
  if ([...has].some((id) => !had.has(id))) changes.push('passkeyAdded');
  if ([...had].some((id) => !has.has(id))) changes.push('passkeyRemoved');
  if (after.twoStep !== before.twoStep) changes.push(after.twoStep ? 'twoStepOn' : 'twoStepOff');
  return changes;
}

/** A change of sign-in methods, as its record in the table keeps it (`entity: 'signInChange'`). */
export interface SignInMethodsChange {
  userId: string;
  /** The member's address when it changed, and whether it was verified (an unproven one is not told). */
  to: string;
  toVerified: boolean;
  changes: SignInChange[];
  changedAt: string;
}
