import {
  noSignInMethods,
  type SignInChange,
  type SignInMethods,
  type SignInMethodsChange,
  signInChangesBetween,
} from '../../domain/sign-in-methods';
import * as keys from '../platform/keys';
import { transact } from '../platform/table';
import { changeRecordExpiresAt } from './change-record';
import { getProfile } from './profiles';

/**
 * Keeps the sign-in methods Cognito lists for the member and, when they differ from the last ones kept, a
 * record of what changed in the same transaction, from which the notifier e-mails the member. Returns the
 * changes (none when nothing changed), or `null` when there is no profile.
 */
export async function recordSignInMethods(
  userId: string,
  methods: SignInMethods,
  now: string,
): Promise<SignInChange[] | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const profile = await getProfile(userId);
    if (!profile) return null;
    const changes = signInChangesBetween(profile.signInMethods ?? noSignInMethods, methods);
    if (!changes.length) return changes;
    const change: SignInMethodsChange = {
      userId,
      to: profile.email,
      toVerified: profile.verificationStatus.email,
      changes,
      changedAt: now,
    };
    const { failed } = await transact({
      profile: {
        Update: {
          Key: keys.profile(userId),
          UpdateExpression: 'SET signInMethods = :methods',
          // Reported at once from two tabs: one records the change, the other reads it again.
          ConditionExpression: profile.signInMethods
            ? 'signInMethods = :before'
            : 'attribute_exists(PK) AND attribute_not_exists(signInMethods)',
          ExpressionAttributeValues: {
            ':methods': methods,
            ...(profile.signInMethods ? { ':before': profile.signInMethods } : {}),
          },
        },
      },
      change: {
        Put: {
          Item: {
            ...keys.signInMethodsChange(userId, now),
            entity: 'signInChange',
            ...change,
            expiresAt: changeRecordExpiresAt(now),
          },
        },
      },
    });
    if (!failed.size) return changes;
  }
  return [];
}
