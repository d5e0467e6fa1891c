/**
 * Converts the profile photos stored before photos were remade on attach: a profile whose
 * `photoURL` is the upload itself, with no `photoVariants`. Each is remade by the attach path's own code
 * (store/media/profile-photos.ts: metadata gone, upright, WebP variants), the profile is pointed at the variants
 * only if it still shows that original (a photo the member attaches meanwhile wins), and the original is
 * deleted. A photo that cannot be remade (animated, too many pixels, unreadable, gone, not ours) is removed
 * from the profile: nobody keeps being served an unprocessed original.
 *
 * Safe to run again: converted profiles no longer match the scan, and a run cut short writes the same
 * variant keys again (their id is derived from the original's key).
 *
 * Reads the table and bucket named by TABLE_NAME / MEDIA_BUCKET (functions/config.ts), as the handlers do.
 */
import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoVariant } from '@contract/schemas/profile';
import { photoKeyOf, photoKeysOf } from '../functions/domain/media-keys';
import { deleteMedia } from '../functions/store/media/media';
import { remakeStoredPhoto } from '../functions/store/media/profile-photos';
import { dynamo, tableName } from '../functions/store/platform/clients';
import * as keys from '../functions/store/platform/keys';
import { ifConditionHolds, table } from '../functions/store/platform/table';
import { getProfile } from '../functions/store/profiles/profiles';

export interface PhotoFailure {
  userId: string;
  photoURL: string;
  reason: string;
}

export interface ConversionSummary {
  converted: number;
  /** The member attached or removed a photo while it was being converted: theirs stands. */
  skipped: number;
  /** Could not be remade: the profile's photo was removed. */
  failed: PhotoFailure[];
}

export interface UnconvertedProfile {
  userId: string;
  photoURL: string;
}

/** Profiles (one scan page at a time) with a photo and no variants: the only ones a run touches. */
async function* unconvertedProfiles(): AsyncGenerator<UnconvertedProfile[]> {
  let from: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName(),
        ProjectionExpression: 'userId, photoURL',
        FilterExpression:
          'SK = :profile AND attribute_type(photoURL, :string) AND ' +
          '(attribute_not_exists(photoVariants) OR size(photoVariants) = :none)',
        ExpressionAttributeValues: { ':profile': keys.profile('').SK, ':string': 'S', ':none': 0 },
        ExclusiveStartKey: from,
      }),
    );
    yield (page.Items ?? []) as UnconvertedProfile[];
    from = page.LastEvaluatedKey;
  } while (from);
}

/** The variants' id, the same on every run for the same original (a uuid's shape, as photoKeyOf expects). */
function photoIdFor(originalKey: string) {
  const hex = createHash('sha256').update(originalKey).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join(
    '-',
  );
}

/** Sets the profile's photo, only while it still shows `original`; `false` when the member changed it. */
async function replacePhoto(
  userId: string,
  original: string,
  photo: { photoURL: string | null; photoVariants: PhotoVariant[] },
): Promise<boolean> {
  const written = await ifConditionHolds(
    table.update({
      Key: keys.profile(userId),
      UpdateExpression: 'SET photoURL = :photoURL, photoVariants = :photoVariants',
      ConditionExpression: 'photoURL = :original',
      ExpressionAttributeValues: {
        ':photoURL': photo.photoURL,
        ':photoVariants': photo.photoVariants,
        ':original': original,
      },
    }),
  );
  return written !== null;
}

type Outcome = 'converted' | 'skipped' | { failed: string };

/** Removes a photo that cannot be remade from the profile, then its object (when it is one of ours). */
async function removePhoto(profile: UnconvertedProfile, originalKey: string | null, reason: string) {
  if (!(await replacePhoto(profile.userId, profile.photoURL, { photoURL: null, photoVariants: [] })))
    return 'skipped';
  if (originalKey) await deleteMedia(originalKey);
  return { failed: reason };
}

/** One profile as the scan found it; the profile may have changed since (the member's change wins). */
export async function convertProfilePhoto(profile: UnconvertedProfile): Promise<Outcome> {
  const originalKey = photoKeyOf(profile.photoURL);
  if (!originalKey) return removePhoto(profile, null, 'notStoredHere');
  const remade = await remakeStoredPhoto(originalKey, photoIdFor(originalKey), { animated: 'refuse' });
  if (!remade.ok) return removePhoto(profile, originalKey, remade.refusal);
  if (!(await replacePhoto(profile.userId, profile.photoURL, remade))) {
    // The member's new photo won: these variants are nobody's, unless a second run racing this one used them.
    const now = await getProfile(profile.userId);
    const kept = new Set(now ? photoKeysOf(now) : []);
    await Promise.all(
      photoKeysOf(remade)
        .filter((key) => !kept.has(key))
        .map(deleteMedia),
    );
    return 'skipped';
  }
  await deleteMedia(originalKey);
  return 'converted';
}

/** Converts every stored photo that has no variants yet, one at a time (sharp uses one thread here too). */
export async function convertPhotos(): Promise<ConversionSummary> {
  const summary: ConversionSummary = { converted: 0, skipped: 0, failed: [] };
  for await (const page of unconvertedProfiles()) {
    for (const profile of page) {
      const outcome = await convertProfilePhoto(profile);
      if (typeof outcome === 'object') summary.failed.push({ ...profile, reason: outcome.failed });
      else summary[outcome] += 1;
    }
  }
  return summary;
}
