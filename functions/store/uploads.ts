import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '@contract/limits';
import { dynamo, tableName } from './clients';
import { cancelledConditions, isConditionFailed } from './dynamo-errors';
import { keys } from './keys';

/** What a pending upload may become. */
export type UploadKind = 'photo' | 'voice';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Records who asked to upload `pending/<uploadId>` and for what, in the same transaction that checks the
 * uploader has a profile: ownership is read from here on attach, never from the key. The record expires
 * (table TTL) with the pending object it describes.
 */
export async function recordUpload(
  ownerId: string,
  uploadId: string,
  kind: UploadKind,
  now: Date,
): Promise<'recorded' | 'noProfile'> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.profile(ownerId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.upload(uploadId),
                ...keys.uploadsByOwner(ownerId, uploadId),
                entity: 'upload',
                ownerId,
                kind,
                createdAt: now.toISOString(),
                expiresAt: Math.floor((now.getTime() + limits.pendingUploadDays * dayMs) / 1000) + 3600,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return 'recorded';
  } catch (error) {
    if (cancelledConditions(error)?.[0]) return 'noProfile';
    throw error;
  }
}

/** True when `pending/<uploadId>` was handed to `ownerId` for `kind` and is not attached yet. */
export async function isOwnUpload(ownerId: string, uploadId: string, kind: UploadKind): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.upload(uploadId), ConsistentRead: true }),
  );
  return Item?.ownerId === ownerId && Item?.kind === kind;
}

/** The transaction item that uses an upload up: it succeeds once, and only for its owner. */
export const claimUploadItem = (ownerId: string, uploadId: string, kind: UploadKind) => ({
  Delete: {
    TableName: tableName(),
    Key: keys.upload(uploadId),
    ConditionExpression: 'ownerId = :owner AND kind = :kind',
    ExpressionAttributeValues: { ':owner': ownerId, ':kind': kind },
  },
});

/** Uses an upload up on its own; `false` when it is not the owner's or was used already. */
export async function claimUpload(ownerId: string, uploadId: string, kind: UploadKind): Promise<boolean> {
  try {
    await dynamo.send(new DeleteCommand(claimUploadItem(ownerId, uploadId, kind).Delete));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
