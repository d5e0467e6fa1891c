import * as keys from '../platform/keys';
import { oncePerTable } from '../platform/once-per-table';
import { recountEachMember } from '../profiles/counter-recount';
import { reflectionsRecountWrite } from '../profiles/counters';
import { countReflections, reflectedMembers } from './reflections';

/**
 * Counts the reflections written before their count was kept (a table from before it): each member with a
 * reflection gets the count their journal lists, recounted from their reflections and receipts. Not while
 * reflections are written or receipts move (one between the recount and its write would be lost): the
 * local stack runs it once at start, as the dashboard's replay. `only` limits it to those members. Returns
 * how many members it counted.
 */
export async function recountReflections(only?: readonly string[]): Promise<number> {
  return recountEachMember(await reflectedMembers(only), countReflections, reflectionsRecountWrite);
}

/** The recount, once per table: a marker item says it was done (the local stack runs this at start). */
export const recountReflectionsOnce = () =>
  oncePerTable(keys.reflectionsRecountMarker, { at: 'recountedAt', count: 'members' }, () =>
    recountReflections(),
  );
