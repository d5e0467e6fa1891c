import type { SignInEmailChange } from '../../domain/email-change-email';
import * as keys from '../platform/keys';
import { table, transact } from '../platform/table';
import { patchPaths, setExpression } from '../platform/update-expression';
import { getProfile, type ProfileItem, type ProfilePatch, updateProfile } from './profiles';

/** How long a change's record stays (TTL): well past the notifier's retries, which give up after 6 hours. */
const recordMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Records that the member's e-mail is verified (the verified token or Cognito says so) and takes them off the
 * sweep's list of unverified accounts. A verified address other than the profile's is a sign-in e-mail the
 * member changed and proved with Cognito's code (the pool keeps the old one until then): the profile takes
 * it, and a record of the change goes in the same transaction, from which the notifier tells the old
 * address. `null` when there is no profile.
 */
export async function recordEmailVerified(
  userId: string,
  verifiedEmail: string,
  now: string,
): Promise<ProfileItem | null> {
  const address = verifiedEmail.toLowerCase();
  const item =
    (await updateProfile(userId, { verificationStatus: { email: true } }, now, {
      expression: 'email = :verifiedEmail',
      values: { ':verifiedEmail': address },
    })) ?? (await adoptSignInEmail(userId, address, now));
  if (item) await table.delete({ Key: keys.unverifiedAccountKey(userId) });
  return item;
}

async function adoptSignInEmail(userId: string, address: string, now: string): Promise<ProfileItem | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await getProfile(userId);
    if (!before) return null;
    if (before.email === address) return updateProfile(userId, { verificationStatus: { email: true } }, now);
    const update = setExpression({
      ...patchPaths<ProfilePatch>({ verificationStatus: { email: true } }, ['verificationStatus']),
      email: address,
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
            expiresAt: Math.floor((Date.parse(now) + recordMs) / 1000),
          },
        },
      },
    });
    // Changed again meanwhile (another tab): read it again.
    if (!failed.size) return getProfile(userId);
  }
  return null;
}
