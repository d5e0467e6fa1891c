import { badRequest } from '../http/errors';

/** Opaque cursors: DynamoDB's LastEvaluatedKey as base64url JSON, checked on the way back in. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(
  cursor: string | undefined,
  expectedPartition: { name: string; value: string },
): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    const valid =
      typeof key === 'object' &&
      key !== null &&
      !Array.isArray(key) &&
      Object.values(key).every((v) => typeof v === 'string') &&
      (key as Record<string, unknown>)[expectedPartition.name] === expectedPartition.value;
    if (valid) return key as Record<string, unknown>;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('Invalid cursor');
}
