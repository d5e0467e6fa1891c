import { createHash } from 'node:crypto';
import * as messages from '@contract/messages';

/** A cursor that was not issued for its list: the API answers 400 "Invalid cursor". */
export class InvalidCursorError extends Error {
  constructor() {
    super(messages.invalidCursor);
    this.name = 'InvalidCursorError';
  }
}

/** A DynamoDB key as the store hands it to ExclusiveStartKey: string attributes only. */
export type Key = Record<string, string>;

/**
 * The exact key a list's cursor may carry: every attribute listed, no other. `equals` pins a value (the
 * caller's partition), `prefix` keeps a sort key inside the query's key condition (a start key outside it
 * is a DynamoDB ValidationException, i.e. a 500).
 */
export type KeyShape = Record<string, { equals: string } | { prefix: string }>;

/**
 * One list a cursor belongs to: its name (the route and everything that changes the result: box, filter,
 * whose list) and the key shape of each stream it reads. A list of one stream uses the stream `main`.
 */
export interface CursorList {
  name: string;
  streams: Record<string, KeyShape>;
}

/**
 * Where each stream stopped: a key to continue from, or null once that stream is exhausted. A stream
 * that is absent has not been read past yet and starts from its beginning.
 */
export type Positions = Record<string, Key | null>;

/** True when every stream of the list is exhausted. */
const allExhausted = (list: CursorList, positions: Positions) =>
  Object.keys(list.streams).every((name) => positions[name] === null);

const maxKeyValueLength = 1024;

/** A short digest of the list's name: binds the cursor to the list without making it long. */
const listTag = (list: CursorList) => createHash('sha256').update(list.name).digest('base64url').slice(0, 16);

/**
 * Cursors are opaque base64url JSON `{ l: digest of the list name, p: positions }`. They are not signed: every key in
 * them is checked against the shape the list expects (exact attribute set, pinned partition, sort-key
 * prefix), so a forged cursor can at most move within the caller's own list, which the caller may read
 * anyway. Binding the list name (which includes the owner's id) refuses another list's or user's cursor.
 */
export function encodeCursor(list: CursorList, positions: Positions): string | null {
  if (allExhausted(list, positions)) return null;
  return Buffer.from(JSON.stringify({ l: listTag(list), p: positions })).toString('base64url');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fitsShape(value: unknown, shape: KeyShape): value is Key {
  if (!isPlainObject(value)) return false;
  const names = Object.keys(value);
  if (names.length !== Object.keys(shape).length) return false;
  return names.every((name) => {
    const rule = Object.hasOwn(shape, name) ? shape[name] : undefined;
    const attribute = value[name];
    if (!rule || typeof attribute !== 'string') return false;
    if (!attribute || attribute.length > maxKeyValueLength) return false;
    return 'equals' in rule ? attribute === rule.equals : attribute.startsWith(rule.prefix);
  });
}

/** The positions of a cursor issued for `list`; undefined without a cursor; 400 "Invalid cursor" otherwise. */
export function decodeCursor(list: CursorList, cursor: string | undefined): Positions | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!isPlainObject(payload) || Object.keys(payload).length !== 2 || payload.l !== listTag(list))
    throw new InvalidCursorError();
  const positions = payload.p;
  if (!isPlainObject(positions)) throw new InvalidCursorError();
  const names = Object.keys(positions);
  const valid =
    names.length > 0 &&
    names.every((name) => {
      const shape = Object.hasOwn(list.streams, name) ? list.streams[name] : undefined;
      return shape !== undefined && (positions[name] === null || fitsShape(positions[name], shape));
    }) &&
    !allExhausted(list, positions as Positions);
  if (!valid) throw new InvalidCursorError();
  return positions as Positions;
}

/** The key attributes of `shape` picked from an item, to continue after it. */
export const keyOf = (item: Record<string, unknown>, shape: KeyShape): Key =>
  Object.fromEntries(Object.keys(shape).map((name) => [name, String(item[name])]));

/** A list read by one Query. */
export const singleStream = (name: string, shape: KeyShape): CursorList => ({
  name,
  streams: { main: shape },
});

export const encodeSingle = (list: CursorList, lastKey: Record<string, unknown> | undefined) =>
  lastKey ? encodeCursor(list, { main: keyOf(lastKey, list.streams.main!) }) : null;

export const decodeSingle = (list: CursorList, cursor: string | undefined): Key | undefined =>
  decodeCursor(list, cursor)?.main ?? undefined;
