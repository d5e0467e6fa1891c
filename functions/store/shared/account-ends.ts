import * as keys from '../platform/keys';
import { table } from '../platform/table';

/**
 * How an account ended, as the table knows it, from the one item at `keys.deletion` (`USER#<id>` /
 * `DELETION`): a deletion under way (`deleting`, its marker), a finished one (`deleted`, its tombstone, which
 * TTL removes once every ID token issued before it has expired), or an operator's disabling (`disabled`,
 * written with Cognito's AdminDisableUser by `npm run account`, kept until the account is enabled again).
 * One item for all three: the API's check on every authenticated request is one GetItem, and profile
 * creation's `attribute_not_exists` on this key refuses a deleted or disabled account alike.
 */
export type AccountEnd = 'deleting' | 'deleted' | 'disabled';

const endOfEntity: Record<string, AccountEnd> = {
  deletion: 'deleting',
  deleted: 'deleted',
  disabled: 'disabled',
};

/**
 * The account's end, or null while it lives: a strongly consistent GetItem of a small item's `entity`
 * (1 read unit), so the request right after a deletion or a disabling is refused.
 */
export async function accountEndOf(userId: string): Promise<AccountEnd | null> {
  const item = await table.get({
    Key: keys.deletion(userId),
    ProjectionExpression: 'entity',
    ConsistentRead: true,
  });
  return (item && endOfEntity[String(item.entity)]) ?? null;
}

/** The account's end item is absent or a disabling: no deletion has begun. */
const notDeleted = {
  ConditionExpression: 'attribute_not_exists(PK) OR entity = :disabled',
  ExpressionAttributeValues: { ':disabled': 'disabled' },
};

/**
 * The write that records an operator's disabling, for whoever sends it (the operator's script, tests): it
 * goes next to Cognito's AdminDisableUser, which no Cognito trigger reports. Its condition fails when the
 * account is being or has been deleted (nothing left to disable).
 */
export const disabledWrite = (userId: string, now: string) => ({
  Item: { ...keys.deletion(userId), entity: 'disabled', disabledAt: now },
  ...notDeleted,
});

/**
 * A transaction's check that the account's deletion has not begun (a disabled account still counts). It
 * reads the end item, which no send writes, so it never holds up a send the way a check on the profile does.
 */
export const notDeletedCheck = (userId: string) => ({
  ConditionCheck: { Key: keys.deletion(userId), ...notDeleted },
});

/** The write that removes a disabling, with AdminEnableUser; never a deletion's marker or tombstone. */
export const enabledWrite = (userId: string) => ({
  Key: keys.deletion(userId),
  ConditionExpression: 'entity = :disabled',
  ExpressionAttributeValues: { ':disabled': 'disabled' },
});
