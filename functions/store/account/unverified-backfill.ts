import * as keys from '../platform/keys';
import { ifConditionHolds, table } from '../platform/table';

/**
 * Profiles whose e-mail is not verified and that carry no sweep entry (made before the sweep existed): one
 * Scan of the table, page by page. Only the one-off backfill scans; nothing the API runs does.
 */
export async function* unverifiedProfilesWithoutEntry(): AsyncGenerator<{
  userId: string;
  createdAt: string;
}> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  const entries = new Set<string>();
  const profiles: { userId: string; createdAt: string }[] = [];
  do {
    const page = await table.scan({
      FilterExpression: 'SK = :profile OR SK = :unverified',
      ExpressionAttributeValues: {
        ':profile': keys.profile('').SK,
        ':unverified': keys.unverifiedAccountKey('').SK,
      },
      ProjectionExpression: 'PK, SK, userId, createdAt, verificationStatus',
      ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
    });
    for (const item of page.Items ?? []) {
      if (item.SK === keys.unverifiedAccountKey('').SK) entries.add(String(item.PK));
      else if (item.verificationStatus?.email !== true)
        profiles.push({ userId: String(item.userId), createdAt: String(item.createdAt) });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  for (const profile of profiles) if (!entries.has(keys.userPartition(profile.userId))) yield profile;
}

/** Puts the sweep entry a profile made today would have had (by its sign-up time); false when it has one. */
export async function addSweepEntry(userId: string, createdAt: string): Promise<boolean> {
  const put = table.put({
    Item: { ...keys.unverifiedAccount(userId, createdAt), entity: 'unverified' },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
  return (await ifConditionHolds(put)) !== null;
}
