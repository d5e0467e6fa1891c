import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { ensureTable } from '../../infra/local/dynamodb';
import { pointHandlersAtTestStack } from '../support/in-process';
import { animatedGif, metadataBlocksOf, phoneJpeg } from '../support/photos';
import { awsClientConfig, describeWith, testStack } from '../support/stack';

type Conversion = typeof import('../../scripts/photo-conversion');
type Media = typeof import('../../functions/store/media/media');
type Profiles = typeof import('../../functions/store/profiles/profiles');
type Table = typeof import('../../functions/store/platform/table');

// Local only: runs `npm run photos:convert`'s code in this process on a table and bucket of its own, seeded
// as profiles were before photos were remade (the upload kept as `profilePhotos/<id>.<ext>`, no variants).
describeWith('inProcessHandlers')('converting photos stored before they were remade', () => {
  const tableName = `photos-${randomUUID()}`;
  const bucket = `photos-${randomUUID()}`;
  let convertPhotos: Conversion['convertPhotos'];
  let media: Media;
  let getProfile: Profiles['getProfile'];
  let table: Table['table'];
  let convertProfilePhoto: Conversion['convertProfilePhoto'];
  let bucketKeys: () => Promise<string[]>;

  // In hooks, not the describe body: a skipped describe still runs its body, on targets with no emulators.
  beforeAll(async () => {
    pointHandlersAtTestStack();
    Object.assign(process.env, { TABLE_NAME: tableName, MEDIA_BUCKET: bucket });
    await ensureTable(testStack().local!.dynamoEndpoint, tableName);
    const { s3 } = await import('../../functions/store/platform/s3-client');
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    bucketKeys = async () =>
      ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
        .map((o) => o.Key!)
        .sort();
    ({ convertPhotos, convertProfilePhoto } = await import('../../scripts/photo-conversion'));
    media = await import('../../functions/store/media/media');
    ({ getProfile } = await import('../../functions/store/profiles/profiles'));
    ({ table } = await import('../../functions/store/platform/table'));
  });

  afterAll(async () => {
    const client = new DynamoDBClient(awsClientConfig('dynamodb'));
    await client.send(new DeleteTableCommand({ TableName: tableName }));
    client.destroy();
  });

  /** A profile as the attach path left it before photos were remade: `photoURL` is the stored upload. */
  async function oldProfileWithPhoto(photo: Buffer, extension: string, contentType: string) {
    const userId = randomUUID();
    const key = `profilePhotos/${randomUUID()}.${extension}`;
    await media.putMedia(key, photo, { contentType, cacheControl: 'public, max-age=31536000, immutable' });
    const keys = await import('../../functions/store/platform/keys');
    await table.put({
      Item: {
        ...keys.profile(userId),
        entity: 'profile',
        userId,
        username: `u${userId.slice(0, 8)}`,
        photoURL: `/${key}`,
      },
    });
    return { userId, key };
  }

  it('remakes each old photo once, deletes the original, and removes a photo it cannot remake', async () => {
    const phone = await phoneJpeg(600, 400);
    expect((await sharp(phone).metadata()).exif?.toString('latin1')).toContain('Home Street');
    const withPhone = await oldProfileWithPhoto(phone, 'jpg', 'image/jpeg');
    const withGif = await oldProfileWithPhoto(await animatedGif(), 'gif', 'image/gif');

    expect(await convertPhotos()).toEqual({
      converted: 1,
      skipped: 0,
      failed: [{ userId: withGif.userId, photoURL: `/${withGif.key}`, reason: 'animated' }],
    });

    const converted = (await getProfile(withPhone.userId))!;
    // Upright (the stored 600×400 is a portrait), never upscaled, and `photoURL` is the 256 px one.
    expect(converted.photoVariants?.map((v) => [v.width, v.height])).toEqual([
      [64, 96],
      [171, 256],
      [400, 600],
    ]);
    expect(converted.photoURL).toBe(converted.photoVariants![1]!.url);
    for (const variant of converted.photoVariants!) {
      const bytes = Buffer.from((await media.readMedia(variant.url.slice(1)))!);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      expect(await metadataBlocksOf(bytes)).toEqual([]);
    }
    expect(await media.readMedia(withPhone.key)).toBeNull();

    const removed = (await getProfile(withGif.userId))!;
    expect({ photoURL: removed.photoURL, photoVariants: removed.photoVariants }).toEqual({
      photoURL: null,
      photoVariants: [],
    });
    expect(await media.readMedia(withGif.key)).toBeNull();

    // Run again: nothing left to do, nothing changes.
    expect(await convertPhotos()).toEqual({ converted: 0, skipped: 0, failed: [] });
    expect(await getProfile(withPhone.userId)).toEqual(converted);
    expect(await getProfile(withGif.userId)).toEqual(removed);
    for (const variant of converted.photoVariants!)
      expect(await media.readMedia(variant.url.slice(1))).not.toBeNull();
  });

  it('leaves a photo the member attached during the conversion, and keeps none of the variants it made', async () => {
    const old = await oldProfileWithPhoto(await phoneJpeg(200, 100), 'jpg', 'image/jpeg');
    const before = await bucketKeys();
    const attached = { url: `/profilePhotos/${randomUUID()}-96.webp`, width: 96, height: 48 };
    const { updateProfile } = await import('../../functions/store/profiles/profiles');
    const member = await updateProfile(
      old.userId,
      { photoURL: attached.url, photoVariants: [attached] },
      new Date().toISOString(),
    );

    // As the scan saw the profile before the member's new photo.
    expect(await convertProfilePhoto({ userId: old.userId, photoURL: `/${old.key}` })).toBe('skipped');
    expect(await getProfile(old.userId)).toEqual(member);
    expect(await bucketKeys()).toEqual(before);
  });
});
