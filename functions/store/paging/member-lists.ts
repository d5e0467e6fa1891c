import { decodeSingle, encodeSingle, singleStream } from '../platform/cursors';
import * as keys from '../platform/keys';
import type { KeyQuery } from '../platform/queries';
import { table } from '../platform/table';

/**
 * One of a member's own lists: their items under `prefix` in their partition, read by `query` (and kept by
 * `FilterExpression`, if the list is some of those items: a page may then hold fewer than its limit).
 */
export interface MemberList {
  name: string;
  userId: string;
  prefix: string;
  query: KeyQuery & { FilterExpression?: string };
}

/**
 * A page of a member's own list and the cursor to the next. The cursor names the list and the member, so
 * it cannot page another list, or anyone else's.
 */
export async function pageOfMemberList(
  list: MemberList,
  cursor: string | undefined,
  limit: number,
  order: 'oldestFirst' | 'newestFirst' = 'oldestFirst',
) {
  const stream = singleStream(JSON.stringify([list.name, list.userId]), {
    PK: { equals: keys.userPartition(list.userId) },
    SK: { prefix: list.prefix },
  });
  const page = await table.query({
    ...list.query,
    ...(order === 'newestFirst' ? { ScanIndexForward: false } : {}),
    ExclusiveStartKey: decodeSingle(stream, cursor),
    Limit: limit,
  });
  return { items: page.Items ?? [], cursor: encodeSingle(stream, page.LastEvaluatedKey) };
}
