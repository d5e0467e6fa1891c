import { limits } from '@contract/limits';
import type { InnerCircleMember } from '@contract/schemas/contacts';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { table, transact } from '../platform/table';
import { innerCircleWrite } from '../profiles/counters';

export type CircleMemberItem = Omit<InnerCircleMember, 'verified'>;
export type AddMemberOutcome = 'added' | 'duplicate' | 'full' | 'noContact';

/**
 * Adds a member, bumps the profile's circle counter and checks the contact still exists, in one
 * transaction: the counter's condition keeps the circle at 5 however many adds race.
 */
export async function addCircleMember(userId: string, member: CircleMemberItem): Promise<AddMemberOutcome> {
  const { failed } = await transact({
    member: {
      Put: {
        Item: { ...keys.circleMember(userId, member.id), entity: 'circleMember', ...member },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    place: innerCircleWrite(userId, 1),
    contact: {
      ConditionCheck: { Key: keys.contact(userId, member.id), ConditionExpression: 'attribute_exists(PK)' },
    },
  });
  if (failed.has('member')) return 'duplicate';
  if (failed.has('contact')) return 'noContact';
  if (failed.has('place')) return 'full';
  return 'added';
}

/** Removes a member and gives its place back; `false` when it was not in the circle. */
export async function removeCircleMember(userId: string, contactId: string): Promise<boolean> {
  const { failed } = await transact({
    member: {
      Delete: { Key: keys.circleMember(userId, contactId), ConditionExpression: 'attribute_exists(PK)' },
    },
    place: innerCircleWrite(userId, -1),
  });
  if (failed.has('member')) return false;
  if (failed.size) throw new Error('removeCircleMember: the circle counter is out of step');
  return true;
}

export async function listCircleMembers(userId: string): Promise<CircleMemberItem[]> {
  const { Items } = await table.query({ ...queries.circle(userId), Limit: limits.innerCircleMax + 1 });
  return (Items ?? []).map((item) => ({
    id: item.id as string,
    name: item.name as string,
    username: item.username as string,
    userId: (item.userId as string | null) ?? null,
    addedAt: item.addedAt as string,
  }));
}
