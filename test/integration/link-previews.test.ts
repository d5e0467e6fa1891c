import { limits } from '@contract/limits';
import type { PresignedPost } from '@contract/schemas/common';
import { memberLinkPath } from '@contract/site-paths';
import sharp from 'sharp';
import { cardSize } from '../../functions/domain/link-preview';
import { callApi } from '../support/api';
import { elementsOf, type PreviewHead, previewHeadOf } from '../support/link-previews';
import { phoneJpeg } from '../support/photos';
import { createMember, type TestMember } from '../support/profiles';
import { capabilities, testStack } from '../support/stack';
import { uploadDeclaring } from '../support/upload';
import { uniqueUsername } from '../support/users';

// Names and bios that try to leave their attribute or the title, or open an element of their own.
const hostileName = `Ana</title><script>alert(1)</script>"' x="y`;
// A bio holds at most 50 characters.
const hostileBio = `"><img src=x onerror=alert(2)><meta http-equiv=x>`;

const setSharing = (member: TestMember, signedOutVisitors: boolean) =>
  callApi('PUT', '/me/sharing-settings', {
    token: member.idToken,
    body: { goals: false, receipts: false, bio: true, signedOutVisitors },
  });
const setProfile = (member: TestMember, body: Record<string, string>) =>
  callApi('PUT', '/me/profile', { token: member.idToken, body });
const headOf = (username: string) => previewHeadOf(memberLinkPath('profile', username));
/** A head with its username taken out: what remains must not tell a closed profile from no profile. */
const withoutName = (preview: PreviewHead, username: string) =>
  preview.head.replaceAll(username.toLowerCase(), '<username>');

async function setPhoto(member: TestMember, photo: Buffer) {
  const post = await callApi<PresignedPost>('POST', '/me/photo-upload', {
    token: member.idToken,
    body: { fileName: 'me.jpg', contentType: 'image/jpeg', size: photo.length },
  });
  expect(await uploadDeclaring(post.body, photo, 'image/jpeg')).toBeLessThan(300);
  expect(
    (await callApi('PUT', '/me/photo', { token: member.idToken, body: { key: post.body.key } })).status,
  ).toBe(200);
}

async function cardAt(url: string | undefined) {
  if (!url) throw new Error('no og:image');
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  expect({ width, height, format }).toEqual({ ...cardSize, format: 'png' });
  return bytes;
}

describe('link previews of shared profile links /u/{username}', () => {
  let closed: TestMember;
  let open: TestMember;
  let generic: PreviewHead;

  beforeAll(async () => {
    [closed, open] = await Promise.all([createMember('Shut', 'Door'), createMember('Open', 'Door')]);
    const saved = await setProfile(closed, { fullName: 'Secret Person', shortBio: 'secret-bio-marker' });
    expect(saved.status).toBe(200);
    generic = await headOf(closed.username);
  });

  it('gives a closed profile and an unknown username the same generic head, naming no one', async () => {
    const unknown = uniqueUsername();
    const nobody = await headOf(unknown);
    expect(withoutName(nobody, unknown)).toBe(withoutName(generic, closed.username));
    expect(generic.head).not.toMatch(/Secret Person|secret-bio-marker|Shut/);
    expect(generic.meta['og:image']).toBeUndefined();
    expect(generic.meta['og:title']).toBe(generic.title);
    expect(generic.canonical).toBe(`${testStack().siteUrl}${memberLinkPath('profile', closed.username)}`);
    // Case is not an oracle either.
    expect(withoutName(await headOf(closed.username.toUpperCase()), closed.username)).toBe(
      withoutName(generic, closed.username),
    );
  });

  it('shows an opted-in member with escaped name and bio: no element or attribute of theirs gets in', async () => {
    expect(hostileBio.length).toBeLessThanOrEqual(limits.shortBioMax);
    expect((await setProfile(open, { fullName: hostileName, shortBio: hostileBio })).status).toBe(200);
    expect((await setSharing(open, true)).status).toBe(200);
    const preview = await headOf(open.username);
    expect(preview.title).toContain(hostileName);
    expect(preview.meta['og:title']).toBe(preview.title);
    expect(preview.meta['twitter:title']).toBe(preview.title);
    expect(preview.meta.description).toBe(hostileBio);
    expect(preview.meta['og:description']).toBe(hostileBio);
    expect(preview.meta['twitter:description']).toBe(hostileBio);
    expect(preview.meta['og:url']).toBe(preview.canonical);
    expect(preview.meta['twitter:card']).toBe('summary_large_image');
    // The same elements as the generic head plus the image tags: nothing the values brought.
    const imageTags = ['meta', 'meta', 'meta', 'meta'];
    expect(elementsOf(preview.head)).toEqual([...elementsOf(generic.head), ...imageTags].sort());
    expect(preview.head).not.toMatch(/<script>alert|<img |<meta http-equiv/);
  });

  it('adds a preview card only for opted-in owners, and takes it away when the link is closed', async () => {
    const shown = await headOf(open.username);
    const image = shown.meta['og:image'];
    expect(image).toMatch(new RegExp(`^${testStack().siteUrl}/previewCards/[0-9a-f]{32}\\.png$`));
    expect(shown.meta['twitter:image']).toBe(image);
    await cardAt(image);

    expect((await setSharing(open, false)).status).toBe(200);
    const closedAgain = await headOf(open.username);
    expect(closedAgain.meta['og:image']).toBeUndefined();
    expect(withoutName(closedAgain, open.username)).toBe(withoutName(generic, closed.username));
    expect((await setSharing(open, true)).status).toBe(200);
  });

  // In AWS the edge keeps each head `previewHeadCacheSeconds`: a change shows after that, not at once.
  (capabilities().uncachedPreviews ? it : it.skip)(
    'draws a new card when the name or the photo changes, and the same card while nothing does',
    async () => {
      const first = (await headOf(open.username)).meta['og:image'];
      expect((await headOf(open.username)).meta['og:image']).toBe(first);
      expect((await setProfile(open, { fullName: 'Renamed Member' })).status).toBe(200);
      const renamed = (await headOf(open.username)).meta['og:image'];
      expect(renamed).not.toBe(first);
      await setPhoto(open, await phoneJpeg(400, 300));
      const withPhoto = (await headOf(open.username)).meta['og:image'];
      expect(withPhoto).not.toBe(renamed);
      const [before, after] = await Promise.all([cardAt(renamed), cardAt(withPhoto)]);
      expect(after.equals(before)).toBe(false);
    },
  );
});
