import { limits } from '@contract/limits';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { table } from '../platform/table';

const dayMs = 86_400_000;

/** A week's digest window and how far the planner got through the subscribers. */
export interface DigestRun {
  isoWeek: string;
  since: string;
  until: string;
  /** The subscribers index's key the last page stopped at; absent when done or not started. */
  cursor?: Record<string, unknown>;
  queued: number;
  done: boolean;
}

export async function digestRunOf(isoWeek: string): Promise<DigestRun | null> {
  const item = await table.get({ Key: keys.digestRun(isoWeek), ConsistentRead: true });
  return item ? (item.run as DigestRun) : null;
}

/** Saved after each page is queued: a retried planner resumes here instead of starting over. */
export async function saveDigestRun(run: DigestRun, now: Date): Promise<void> {
  await table.put({
    Item: {
      ...keys.digestRun(run.isoWeek),
      entity: 'digestRun',
      run,
      expiresAt: Math.floor((now.getTime() + limits.digestMarkerDays * dayMs) / 1000),
    },
  });
}

/** One page of opted-in members (the sparse subscribers index): reads grow with subscribers only. */
export async function subscribersPage(cursor: Record<string, unknown> | undefined, limit: number) {
  const { Items, LastEvaluatedKey } = await table.query({
    ...queries.digestSubscribers(),
    ExclusiveStartKey: cursor,
    Limit: limit,
  });
  return {
    userIds: (Items ?? []).map((item) => item.userId as string),
    next: LastEvaluatedKey as Record<string, unknown> | undefined,
  };
}
