import type { SweepOutcome } from '../paging/sweeps';
import { type Item, ifConditionHolds, table } from '../platform/table';

/**
 * Account deletion, as ordered steps that can each be run again: a DELETION marker is written first and
 * becomes a tombstone last, so a deletion cut short (a crash, the function's time limit) is found and resumed by the
 * next call. From the marker on, the API refuses the account's tokens (http/caller.ts) but to resume. Every
 * device is signed out first (refresh tokens revoked); then the profile and username claim go: from then on nobody can find the account or send
 * to or from it (a receipt's transaction needs both profiles), so the lists the later steps work through
 * only shrink. See table-definition.ts for the keys. The steps are in account-deletion.ts and, for the
 * receipts, deletion-receipts.ts.
 */
export interface DeletionMarker {
  username: string;
  /** The photo's objects (its variants, or the upload kept as it was before photos were remade). */
  photoKeys: string[];
  /** Written by markers from before photos were remade (one object per photo). */
  photoKey?: string | null;
  startedAt: string;
}

export type Step = (userId: string, marker: DeletionMarker, hasTime: () => boolean) => Promise<SweepOutcome>;

/** Updates an item if it still exists (an earlier run or a moderator may have gone first). */
export async function updateIfThere(
  key: Item,
  update: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
) {
  await ifConditionHolds(
    table.update({
      Key: key,
      UpdateExpression: update.expression,
      ConditionExpression: 'attribute_exists(PK)',
      ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
      ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
    }),
  );
}
