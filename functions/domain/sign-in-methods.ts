/** How a member signs in beyond their password, as Cognito lists it: their passkeys' ids and two-step sign-in. */
export interface SignInMethods {
  passkeys: string[];
  twoStep: boolean;
}

export const signInChanges = ['passkeyAdded', 'passkeyRemoved', 'twoStepOn', 'twoStepOff'] as const;
export type SignInChange = (typeof signInChanges)[number];

/** A new profile's: a member who has just signed up has neither (profiles/profiles.ts). */
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
  /** The record's own id: each change is told once, whenever it was recorded. */
  changeId: string;
  /** The member's address when it changed (verified: changes wait while it is not). */
  to: string;
  changes: SignInChange[];
  changedAt: string;
}
