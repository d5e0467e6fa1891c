import type { StreamFilter } from '../paging/streams';
import type { KeyQuery } from '../platform/queries';
import * as queries from '../platform/queries';

/** What the journal is narrowed to: the receipt's category ('Other' for none) and the goal it was linked to. */
export interface JournalFilter {
  category?: string;
  goal?: string;
}

/**
 * The filter a journal page reads reflections through, or none for the whole journal. A reflection carries
 * its receipt's category and goal (both fixed at sending), so the match needs no receipt read.
 */
export function journalFilter(filter: JournalFilter): StreamFilter | undefined {
  const fields = (['category', 'goal'] as const).filter((field) => filter[field] !== undefined);
  if (!fields.length) return undefined;
  return {
    expression: fields.map((field) => `#${field} = :${field}`).join(' AND '),
    names: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
    values: Object.fromEntries(fields.map((field) => [`:${field}`, String(filter[field])])),
  };
}

/**
 * A filtered journal's read: the goal's sparse index (GSI5 `JGOAL#`), or the category's (GSI3 `JCAT#`), so a
 * page reads the reflections it returns whatever the journal's size. Both given: the goal's index filtered
 * by category (a goal's receipts are few next to the journal). Undefined: the whole journal.
 */
export function journalIndexRead(
  recipientId: string,
  filter: JournalFilter,
): { query: KeyQuery; filter: StreamFilter | undefined } | undefined {
  if (filter.goal !== undefined)
    return {
      query: queries.journalOfGoal(recipientId, filter.goal),
      filter: journalFilter({ category: filter.category }),
    };
  if (filter.category !== undefined)
    return { query: queries.journalInCategory(recipientId, filter.category), filter: undefined };
  return undefined;
}
