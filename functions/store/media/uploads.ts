import { limits } from '@contract/limits';
import type { AppliedLimit } from '../../domain/account-limits';
import * as keys from '../platform/keys';
import { ifConditionHolds, type TableWrite, table, transact } from '../platform/table';
import { memberLimitedWrite } from '../shared/account-limits';

/** What a pending upload may become. */
export type UploadKind = 'photo' | 'voice';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Records who asked to upload `pending/<uploadId>` and for what, in the same transaction that checks the
 * uploader has a profile: ownership is read from here on attach, never from the key. The record expires
 * (table TTL) with the pending object it describes. The owner's uploads-an-hour limit is taken in it.
 */
export async function recordUpload(
  ownerId: string,
  uploadId: string,
  kind: UploadKind,
  now: Date,
): Promise<'recorded' | 'noProfile' | AppliedLimit> {
  const { limit, writes } = memberLimitedWrite('uploadsPerHour', ownerId, now);
  const { failed } = await transact({
    ...writes,
    upload: {
      Put: {
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
  });
  if (failed.has('profile')) return 'noProfile';
  if (failed.has('limit') && limit) return limit;
  if (failed.size) throw new Error('recordUpload: upload id already recorded');
  return 'recorded';
}

/** True when `pending/<uploadId>` was handed to `ownerId` for `kind` and is not attached yet. */
export async function isOwnUpload(ownerId: string, uploadId: string, kind: UploadKind): Promise<boolean> {
  const item = await table.get({ Key: keys.upload(uploadId), ConsistentRead: true });
  return item?.ownerId === ownerId && item?.kind === kind;
}

/** The write that uses an upload up (on its own or in a transaction): it succeeds once, and only for its owner. */
export const claimUploadWrite = (ownerId: string, uploadId: string, kind: UploadKind) =>
  ({
    Delete: {
      Key: keys.upload(uploadId),
      ConditionExpression: 'ownerId = :owner AND kind = :kind',
      ExpressionAttributeValues: { ':owner': ownerId, ':kind': kind },
    },
  }) satisfies TableWrite;

/** Uses an upload up on its own; `false` when it is not the owner's or was used already. */
export async function claimUpload(ownerId: string, uploadId: string, kind: UploadKind): Promise<boolean> {
  return (await ifConditionHolds(table.delete(claimUploadWrite(ownerId, uploadId, kind).Delete))) !== null;
}
