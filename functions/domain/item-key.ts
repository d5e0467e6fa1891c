/** A table item's key as one string (partition, then sort key), for sets and maps of keys. */
export const itemKeyText = (key: { PK: unknown; SK: unknown }) => `${String(key.PK)}\n${String(key.SK)}`;
