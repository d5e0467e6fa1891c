import { limits } from '@contract/limits';
import { isoWeek } from '../domain/iso-week';
import { type DigestRun, digestRunOf, saveDigestRun, subscribersPage } from '../store/mail/digest-runs';
import type { EnqueueDigests } from './digest-job';

const dayMs = 86_400_000;
/** Subscribers per Query page (one request), queued before the next page is read. */
export const plannerPageSize = 500;

/**
 * Queues one job per opted-in member for the week of `scheduledTime`: the subscribers' sparse index, page by
 * page, and after each page the run's cursor is saved. A retried planner (the schedule's retry, a timeout)
 * resumes from the cursor, and a finished week queues nothing; a page queued twice (a crash before its
 * cursor was saved) is harmless, since the sender claims each member's week once. The window is fixed by the
 * first run of the week, so every retry composes the same digest.
 */
export async function planDigests(
  scheduledTime: Date,
  enqueue: EnqueueDigests,
  pageSize = plannerPageSize,
): Promise<Pick<DigestRun, 'isoWeek' | 'queued' | 'done'>> {
  const week = isoWeek(scheduledTime);
  const run: DigestRun = (await digestRunOf(week)) ?? {
    isoWeek: week,
    since: new Date(scheduledTime.getTime() - limits.digestWindowDays * dayMs).toISOString(),
    until: scheduledTime.toISOString(),
    queued: 0,
    done: false,
  };
  while (!run.done) {
    const page = await subscribersPage(run.cursor, pageSize);
    await enqueue(
      page.userIds.map((userId) => ({ userId, isoWeek: week, since: run.since, until: run.until })),
    );
    run.queued += page.userIds.length;
    run.cursor = page.next;
    run.done = !page.next;
    await saveDigestRun(run, new Date());
  }
  return { isoWeek: run.isoWeek, queued: run.queued, done: run.done };
}
