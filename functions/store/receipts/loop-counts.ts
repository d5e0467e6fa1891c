import { forEachPage } from '../paging/sweeps';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet } from '../platform/table';

type Window = { since?: string; until?: string };
const inWindow = (at: string, window: Window) =>
  at >= (window.since ?? '') && (window.until === undefined || at < window.until);

/**
 * How many of the member's feedback requests `/app/requests` lists as answered: those with an answer still in
 * their hub (withheld or removed ones are not listed), answered in [since, until) when a window is given.
 * Only ids and dates are read, never an answer's words or its giver.
 */
export async function countAnsweredRequests(askerId: string, window: Window = {}) {
  const answersOf: string[][] = [];
  await forEachPage(
    { ...queries.feedbackRequests(askerId), ProjectionExpression: 'answers' },
    async (items) => {
      for (const item of items) answersOf.push((item.answers as string[] | undefined) ?? []);
    },
  );
  const ids = answersOf.flat();
  if (!ids.length) return 0;
  const inHub = await batchGet<{ id: string; createdAt: string }>(
    ids.map((id) => keys.receipt(askerId, id)),
    { projection: 'id, createdAt' },
  );
  const answeredIn = new Set(inHub.filter((r) => inWindow(r.createdAt, window)).map((r) => r.id));
  return answersOf.filter((answers) => answers.some((id) => answeredIn.has(id))).length;
}

/**
 * How many follow-up answers the goals page shows the member (an anonymous one once delivered, at its
 * delivery), answered in [since, until) when a window is given.
 */
export async function countFollowUpAnswers(askerId: string, window: Window = {}) {
  let answered = 0;
  await forEachPage({ ...queries.followUps(askerId), ProjectionExpression: 'answers' }, async (items) => {
    for (const item of items)
      for (const answer of (item.answers as { answeredAt: string }[] | undefined) ?? [])
        if (inWindow(answer.answeredAt, window)) answered += 1;
  });
  return answered;
}
