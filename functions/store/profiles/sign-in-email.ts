import type { SignInEmailChange } from '../../domain/email-change-email';
import { newUnsubscribeKey } from '../../domain/unsubscribe-token';
import * as keys from '../platform/keys';
import { table, transact } from '../platform/table';
import { patchPaths, setExpression } from '../platform/update-expression';
import { changeRecordExpiresAt } from './change-record';
import { getProfile, type ProfileItem, type ProfilePatch, updateProfile } from './profiles';

/**
 * Records that the member's e-mail is verified (the verified token or Cognito says so) and takes them off the
 * sweep's list of unverified accounts. A verified address other than the profile's is a sign-in e-mail the
 * member changed and proved with Cognito's code (the pool keeps the old one until then): the profile takes
 * it, and a record of the change goes in the same transaction, from which the notifier tells the old
 * address. `tokenIssuedAt` (epoch seconds) is when the token saying so was issued: a token from before the
 * profile's last change speaks of an address the member has left, and moves nothing (`'staleToken'`);
 * Cognito's own word (the sweep) passes none. `null` when there is no profile.
 */
export async function recordEmailVerified(
  userId: string,
  verifiedEmail: string,
  now: string,
  tokenIssuedAt?: number,
): Promise<ProfileItem | 'staleToken' | null> {
  const address = verifiedEmail.toLowerCase();
  const item =
    (await updateProfile(userId, { verificationStatus: { email: true } }, now, {
      expression: 'email = :verifiedEmail',
      values: { ':verifiedEmail': address },
    })) ?? (await adoptSignInEmail(userId, address, now, tokenIssuedAt));
  if (item && item !== 'staleToken') await table.delete({ Key: keys.unverifiedAccountKey(userId) });
  return item;
}

/**
 * The profile takes the new address, verified, with new unsubscribe links (whoever keeps the old mailbox
 * cannot turn the member's e-mail off) and the address's past bounces forgotten (Cognito's code just reached
 * it).
 */
async function adoptSignInEmail(
  userId: string,
  address: string,
  now: string,
  tokenIssuedAt: number | undefined,
): Promise<ProfileItem | 'staleToken' | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await getProfile(userId);
    if (!before) return null;
    if (before.email === address) return updateProfile(userId, { verificationStatus: { email: true } }, now);
    const lastChange = before.emailChangedAt ? Date.parse(before.emailChangedAt) : 0;
    if (tokenIssuedAt !== undefined && tokenIssuedAt * 1000 <= lastChange) return 'staleToken';
    const update = setExpression({
      ...patchPaths<ProfilePatch>({ verificationStatus: { email: true } }, ['verificationStatus']),
      email: address,
      emailChangedAt: now,
      unsubscribeKey: newUnsubscribeKey(),
      updatedAt: now,
      ...keys.directoryIndex(userId, now),
    });
    const change: SignInEmailChange = {
      userId,
      from: before.email,
      fromVerified: before.verificationStatus.email,
      to: address,
      changedAt: now,
    };
    const { failed } = await transact({
      profile: {
        Update: {
          Key: keys.profile(userId),
          ...update,
          ConditionExpression: 'email = :before',
          ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':before': before.email },
        },
      },
      change: {
        Put: {
          Item: {
            ...keys.signInEmailChange(userId, now),
            entity: 'emailChange',
            ...change,
            expiresAt: changeRecordExpiresAt(now),
          },
        },
      },
      bounces: { Delete: { Key: keys.suppressedAddress(address) } },
    });
    // Changed again meanwhile (another tab): read it again.
    if (!failed.size) return getProfile(userId);
  }
  return null;
}
