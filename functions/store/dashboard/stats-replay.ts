import { movesOf } from '../../domain/counters-stats';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import { oncePerTable } from '../platform/once-per-table';
import { table } from '../platform/table';
import { applyMoves } from '../profiles/counters-stats';

/**
 * Counts the receipts stored before the dashboard's figures were kept (a table from before them): every
 * receipt and withheld receipt is applied as if its stream record came now. Applying is idempotent (each
 * contribution's ledger item), so receipts the stream consumer already counted change nothing. Not while
 * receipts are being removed: a receipt read here and taken back by the consumer meanwhile would count again
 * (the local stack replays before its stream reader starts). `members` limits it to receipts to or from those members. Returns how many
 * receipts it read.
 */
export async function replayDashboardFigures(members?: readonly string[]): Promise<number> {
  const memberValues = Object.fromEntries((members ?? []).map((id, i) => [`:m${i}`, id]));
  const names = Object.keys(memberValues).join(', ');
  let start: Record<string, unknown> | undefined;
  let read = 0;
  do {
    const page = await table.scan({
      FilterExpression: `(begins_with(SK, :receipt) OR begins_with(SK, :withheld))${
        names ? ` AND (recipientId IN (${names}) OR senderId IN (${names}))` : ''
      }`,
      ExpressionAttributeValues: {
        ':receipt': keys.prefixes.receipt,
        ':withheld': keys.prefixes.withheld,
        ...memberValues,
      },
      ExclusiveStartKey: start,
    });
    await applyMoves((page.Items ?? []).flatMap((item) => movesOf(undefined, keyReaders.receiptImage(item))));
    read += page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return read;
}

/** The replay, once per table: a marker item says it was done (the local stack runs this at start). */
export const replayDashboardFiguresOnce = () =>
  oncePerTable(keys.statsReplayMarker, { at: 'replayedAt', count: 'receipts' }, () =>
    replayDashboardFigures(),
  );
