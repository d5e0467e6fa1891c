import { ulid } from 'ulid';
import {
  type SignInChange,
  type SignInMethods,
  type SignInMethodsChange,
  signInChangesBetween,
} from '../../domain/sign-in-methods';
import * as keys from '../platform/keys';
import { type TableWrite, transact } from '../platform/table';
import { changeRecordExpiresAt } from './change-record';
import { getProfile, type ProfileItem } from './profiles';

/** Keeps `methods` as the profile's, if the profile still has the ones it was read with. */
function keepMethods(profile: ProfileItem, methods: SignInMethods): TableWrite {
  return {
    Update: {
      Key: keys.profile(profile.userId),
      UpdateExpression: 'SET signInMethods = :methods',
      ConditionExpression: profile.signInMethods
        ? 'signInMethods = :before'
        : 'attribute_exists(PK) AND attribute_not_exists(signInMethods)',
      ExpressionAttributeValues: {
        ':methods': methods,
        ...(profile.signInMethods ? { ':before': profile.signInMethods } : {}),
      },
    },
  };
}

/**
 * Keeps the sign-in methods Cognito lists for the member and, when they differ from the last ones kept, a
 * record of what changed in the same transaction, from which the notifier e-mails the member. Returns the
 * changes recorded (none when nothing changed), or `null` when there is no profile.
 * - A profile from before the server kept them has none: the first report is kept as they are, untold (it
 *   cannot say what changed, and would alarm every member with a passkey).
 * - While the member's address is unverified nothing is kept: the changes are told once it is verified (an
 *   unproven address may be someone else's).
 */
export async function recordSignInMethods(
  userId: string,
  methods: SignInMethods,
  now: string,
): Promise<SignInChange[] | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const profile = await getProfile(userId);
    if (!profile) return null;
    if (!profile.verificationStatus.email) return [];
    if (!profile.signInMethods) {
      const { failed } = await transact({ profile: keepMethods(profile, methods) });
      if (!failed.size) return [];
      continue;
    }
    const changes = signInChangesBetween(profile.signInMethods, methods);
    if (!changes.length) return changes;
    const change: SignInMethodsChange = {
      userId,
      changeId: ulid(),
      to: profile.email,
      changes,
      changedAt: now,
    };
    const { failed } = await transact({
      // Reported at once from two tabs: one records the change, the other reads it again.
      profile: keepMethods(profile, methods),
      change: {
        Put: {
          Item: {
            ...keys.signInMethodsChange(userId, now, change.changeId),
            entity: 'signInChange',
            ...change,
            expiresAt: changeRecordExpiresAt(now),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    });
    if (!failed.size) return changes;
  }
  return [];
}
