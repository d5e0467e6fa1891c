import type {
  Category,
  ConflictResolution,
  DayContext,
  EmotionalRegulation,
  Intent,
  RelationshipType,
} from '@contract/enums';

/** The receipt's tags as the form holds them: a key is present only while something is chosen. */
export interface ReceiptTags {
  dayContext?: DayContext;
  intent?: Intent;
  category?: Category;
  relationshipType?: RelationshipType;
  emotionalRegulation?: EmotionalRegulation[];
  conflictResolution?: ConflictResolution[];
}

export type SingleTag = 'dayContext' | 'intent' | 'category' | 'relationshipType';
export type MultiTag = 'emotionalRegulation' | 'conflictResolution';

/** Choosing the selected value again clears it (SPEC §4). */
export function toggleSingle<K extends SingleTag>(
  tags: ReceiptTags,
  key: K,
  value: NonNullable<ReceiptTags[K]>,
) {
  const next = { ...tags };
  if (next[key] === value) delete next[key];
  else next[key] = value;
  return next;
}

/** Adds or removes one value; removing the last one deletes the key (SPEC §4). */
export function toggleMulti<K extends MultiTag>(
  tags: ReceiptTags,
  key: K,
  value: NonNullable<ReceiptTags[K]>[number],
): ReceiptTags {
  const current = (tags[key] ?? []) as string[];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const next = { ...tags };
  if (values.length) (next as Record<string, unknown>)[key] = values;
  else delete next[key];
  return next;
}
