import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '@contract/limits';
import type { InnerCircleMember } from '@contract/schemas/contacts';
import { dynamo, tableName } from './clients';
import { cancelledConditions } from './dynamo-errors';
import { keys } from './keys';

export type CircleMemberItem = Omit<InnerCircleMember, 'verified'>;
export type AddMemberOutcome = 'added' | 'duplicate' | 'full' | 'noContact';

/**
 * Adds a member, bumps the profile's circle counter and checks the contact still exists, in one
 * transaction: the counter's condition keeps the circle at 5 however many adds race.
 */
export async function addCircleMember(userId: string, member: CircleMemberItem): Promise<AddMemberOutcome> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.circleMember(userId, member.id), entity: 'circleMember', ...member },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.profile(userId),
              UpdateExpression: 'SET counters.innerCircle = counters.innerCircle + :one',
              ConditionExpression: 'counters.innerCircle < :max',
              ExpressionAttributeValues: { ':one': 1, ':max': limits.innerCircleMax },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.contact(userId, member.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
        ],
      }),
    );
    return 'added';
  } catch (error) {
    const failed = cancelledConditions(error);
    if (!failed) throw error;
    if (failed[0]) return 'duplicate';
    if (failed[2]) return 'noContact';
    if (failed[1]) return 'full';
    throw error;
  }
}

/** Removes a member and gives its place back; `false` when it was not in the circle. */
export async function removeCircleMember(userId: string, contactId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.circleMember(userId, contactId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.profile(userId),
              UpdateExpression: 'SET counters.innerCircle = counters.innerCircle - :one',
              ConditionExpression: 'counters.innerCircle > :zero',
              ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancelledConditions(error)?.[0]) return false;
    throw error;
  }
}

export async function listCircleMembers(userId: string): Promise<CircleMemberItem[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.prefixes.circle },
      Limit: limits.innerCircleMax + 1,
    }),
  );
  return (Items ?? []).map((item) => ({
    id: item.id as string,
    name: item.name as string,
    username: item.username as string,
    userId: (item.userId as string | null) ?? null,
    addedAt: item.addedAt as string,
  }));
}
