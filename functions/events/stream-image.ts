import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * The named fields of a stream image, as table values. Each field is read on its own: DynamoDB Local's
 * stream renders some values (an empty list or map) as `{}`, which unmarshall rejects, and one such field
 * must not cost a consumer the whole record (nor the batch after it). A field that cannot be read is absent.
 */
export function streamFields<Field extends string>(
  image: Record<string, AttributeValue> | undefined,
  fields: readonly Field[],
): Partial<Record<Field, unknown>> | undefined {
  if (!image) return undefined;
  const read: Partial<Record<Field, unknown>> = {};
  for (const field of fields) {
    const value = image[field];
    if (!value) continue;
    try {
      read[field] = unmarshall({ [field]: value })[field];
    } catch {
      // An unreadable rendering: treated as absent (an empty list or map reads the same).
    }
  }
  return read;
}
