/** Media keys of SPEC §3, and the checks that a key a client hands back is the caller's own. */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80) || 'file';

export const profilePhotoPrefix = (userId: string) => `profilePhotos/${userId}/`;
export const profilePhotoKey = (userId: string, fileName: string, now: number) =>
  `${profilePhotoPrefix(userId)}${now}_${safeName(fileName)}`;

export const voiceRecordingPrefix = (userId: string) => `voice_recordings/${userId}/`;
export const voiceRecordingKey = (userId: string, name: string, now: number) =>
  `${voiceRecordingPrefix(userId)}${safeName(name)}_${now}.webm`;

/** True only for a plain key directly under the caller's own folder. */
export const isOwnKey = (key: string, prefix: string) =>
  key.startsWith(prefix) && !key.includes('..') && /^[A-Za-z0-9._-]+$/.test(key.slice(prefix.length));

/** Profile photos are public: the site serves them under the same path (CloudFront, or the dev server). */
export const photoUrlFor = (key: string) => `/${key}`;
