import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './clients';
import { decodeSingle, encodeSingle, singleStream } from './cursors';
import { keys } from './keys';
import type { ProfileItem } from './profiles';

/**
 * Username prefix search: one Query on GSI1 (`UNAME#<first char>`, sort key username), reading at most
 * `limit` items whatever the number of users.
 */
export async function findUsernamesByPrefix(prefix: string, limit: number): Promise<ProfileItem[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.usernameIndex(prefix).GSI1PK, ':prefix': prefix },
      Limit: limit,
    }),
  );
  return (Items ?? []) as ProfileItem[];
}

/**
 * Profiles whose first or last name starts with the (folded) term: one bounded Query on each name index
 * (GSI3 first names, GSI4 last names, partition `NAME#<first char>`).
 */
export async function findNamesByPrefix(term: string, limit: number): Promise<ProfileItem[]> {
  const pages = await Promise.all(
    (['GSI3', 'GSI4'] as const).map((index) =>
      dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: `${index}PK = :pk AND begins_with(${index}SK, :prefix)`,
          ExpressionAttributeValues: { ':pk': keys.namePartition(term), ':prefix': term },
          Limit: limit,
        }),
      ),
    ),
  );
  return pages.flatMap((page) => (page.Items ?? []) as ProfileItem[]);
}

export async function findProfileByUsername(username: string): Promise<ProfileItem | null> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :username',
      ExpressionAttributeValues: { ':pk': keys.usernameIndex(username).GSI1PK, ':username': username },
      Limit: 1,
    }),
  );
  return (Items?.[0] as ProfileItem | undefined) ?? null;
}

const directoryList = singleStream('directory', {
  PK: { prefix: keys.userPartition('') },
  SK: { equals: keys.profile('').SK },
  GSI2PK: { equals: keys.directoryIndex('', '').GSI2PK },
  GSI2SK: { prefix: '' },
});

/**
 * All users but `exceptUserId`, most recently updated first, a page at a time (GSI2 `DIRECTORY`). Reads
 * one item more than the page so that leaving the caller out still fills it, and continues after the
 * last user shown.
 */
export async function listDirectory(cursor: string | undefined, limit: number, exceptUserId: string) {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.directoryIndex('', '').GSI2PK },
      ScanIndexForward: false,
      ExclusiveStartKey: decodeSingle(directoryList, cursor),
      Limit: limit + 1,
    }),
  );
  const others = ((page.Items ?? []) as ProfileItem[]).filter((p) => p.userId !== exceptUserId);
  const shown = others.slice(0, limit);
  const more = others.length > limit || page.LastEvaluatedKey !== undefined;
  const last = shown.at(-1) as Record<string, unknown> | undefined;
  return { items: shown, cursor: more ? encodeSingle(directoryList, last ?? page.LastEvaluatedKey) : null };
}

/** Profiles by id in one BatchGet (at most 100 ids). */
export async function getProfiles(userIds: readonly string[]): Promise<Map<string, ProfileItem>> {
  const unique = [...new Set(userIds)];
  const found = new Map<string, ProfileItem>();
  if (!unique.length) return found;
  let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
    [tableName()]: { Keys: unique.map((id) => keys.profile(id)) },
  };
  while (request && Object.keys(request).length) {
    const result = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of result.Responses?.[tableName()] ?? [])
      found.set(item.userId as string, item as ProfileItem);
    request = result.UnprocessedKeys as typeof request;
  }
  return found;
}
