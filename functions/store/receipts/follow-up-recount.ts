import { membersHolding } from '../paging/sweeps';
import * as keys from '../platform/keys';
import { oncePerTable } from '../platform/once-per-table';
import { recountEachMember } from '../profiles/counter-recount';
import { followUpAnswersRecountWrite } from '../profiles/counters';
import { countFollowUpAnswers } from './loop-counts';

/**
 * Counts the follow-up answers given before their count was kept (a table from before it): each member who
 * asked a follow-up gets the count the goals page shows, recounted from their follow-ups. Not while answers
 * are given or delivered (one between the recount and its write would be lost): the local stack runs it once
 * at start, as the reflections' recount. `only` limits it to those members. Returns how many it counted.
 */
export async function recountFollowUpAnswers(only?: readonly string[]): Promise<number> {
  return recountEachMember(
    await membersHolding(keys.prefixes.followUp, only),
    countFollowUpAnswers,
    followUpAnswersRecountWrite,
  );
}

/** The recount, once per table: a marker item says it was done (the local stack runs this at start). */
export const recountFollowUpAnswersOnce = () =>
  oncePerTable(keys.followUpAnswersRecountMarker, { at: 'recountedAt', count: 'members' }, () =>
    recountFollowUpAnswers(),
  );
