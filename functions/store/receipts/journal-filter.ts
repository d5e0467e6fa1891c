import type { StreamFilter } from '../paging/streams';

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
