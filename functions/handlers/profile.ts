import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import {
  newPendingUpload,
  pendingUploadId,
  photoKeyOf,
  photoUrlFor,
  profilePhotoKey,
} from '../domain/media-keys';
import { type RasterImage, rasterImageOf } from '../domain/media-types';
import { categorizeGoalTags, defaultPublicCategories, fullNameOf } from '../domain/profile';
import { createApiHandler, type OperationInput } from '../http/api-handler';
import { badRequest, conflict, forbidden, notFound, profileRequired } from '../http/errors';
import {
  deleteMedia,
  inspectUpload,
  presignUpload,
  storeUpload,
  type UploadProblem,
  type UploadRule,
} from '../store/media';
import {
  createProfile,
  getProfile,
  type ProfileItem,
  toMe,
  toPersonalInfo,
  updateProfile,
} from '../store/profiles';
import { claimUpload, isOwnUpload, recordUpload } from '../store/uploads';

const now = () => new Date().toISOString();
const photoRule: UploadRule<RasterImage> = {
  contentTypePrefix: 'image/',
  maxBytes: limits.profilePhotoMaxBytes,
  sniff: rasterImageOf,
};
const photoProblems: Record<UploadProblem, string> = {
  missing: messages.failedToUploadProfilePhoto,
  wrongType: messages.uploadRasterImage,
  tooLarge: messages.uploadImageTooLarge,
};
/** Photo keys are never reused, so browsers and CloudFront may keep them for good. */
const photoCacheControl = 'public, max-age=31536000, immutable';

async function updateOwnProfile(userId: string, fields: Record<string, unknown>): Promise<ProfileItem> {
  const item = await updateProfile(userId, fields, now());
  if (!item) throw profileRequired();
  return item;
}

/**
 * Attaches an uploaded photo: only the caller's own pending upload (from the table's record), only a real
 * raster image (by its leading bytes). It is copied out of the expiring pending prefix with the content
 * type the server chose, and the photo it replaces is deleted.
 */
async function setPhoto({ caller, body }: OperationInput<'setPhoto'>) {
  const profile = await getProfile(caller.userId);
  if (!profile) throw profileRequired();
  const uploadId = pendingUploadId(body.key);
  if (!uploadId || !(await isOwnUpload(caller.userId, uploadId, 'photo')))
    throw forbidden(messages.failedToUploadProfilePhoto);
  const check = await inspectUpload(body.key, photoRule);
  if (!check.ok) throw badRequest(photoProblems[check.problem]);
  if (!(await claimUpload(caller.userId, uploadId, 'photo')))
    throw forbidden(messages.failedToUploadProfilePhoto);
  const key = profilePhotoKey(check.kind.extension);
  const stored = await storeUpload(body.key, key, {
    contentType: check.kind.contentType,
    cacheControl: photoCacheControl,
  });
  if (!stored) throw badRequest(messages.failedToUploadProfilePhoto);
  await deleteMedia(body.key);
  const item = await updateOwnProfile(caller.userId, { photoURL: photoUrlFor(key) });
  const replaced = photoKeyOf(profile.photoURL);
  if (replaced && replaced !== key) await deleteMedia(replaced);
  return toPersonalInfo(item);
}

/** First save creates the profile with its username claim; later saves update the editable fields. */
async function putProfile({ caller, body }: OperationInput<'putProfile'>) {
  const { username, publicCategories, ...editable } = body;
  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(editable).filter(([, value]) => value !== undefined),
  );
  for (const [category, isPublic] of Object.entries(publicCategories ?? {})) {
    fields[`publicCategories.${category}`] = isPublic;
  }

  const existing = Object.keys(fields).length
    ? await updateProfile(caller.userId, fields, now())
    : await getProfile(caller.userId);
  if (existing) return toPersonalInfo(existing);

  if (!username) throw badRequest(messages.usernameRequired);
  const firstName = editable.firstName ?? caller.givenName;
  const lastName = editable.lastName ?? caller.familyName;
  const created = {
    userId: caller.userId,
    username,
    email: caller.email,
    firstName,
    lastName,
    fullName: editable.fullName || fullNameOf(firstName, lastName),
    phone: editable.phone ?? '',
    shortBio: editable.shortBio ?? '',
    photoURL: null,
    socialLinks: {},
    verificationStatus: { email: caller.emailVerified, phone: false },
    publicCategories: { ...defaultPublicCategories(), ...publicCategories },
  };
  const at = now();
  const outcome = await createProfile(created, at);
  if (outcome === 'usernameTaken') throw conflict(messages.usernameTaken);
  if (outcome === 'profileExists') {
    const raced = await getProfile(caller.userId);
    if (!raced) throw notFound(messages.userNotFound);
    return toPersonalInfo(raced);
  }
  return { ...created, createdAt: at, updatedAt: at };
}

export const handler = createApiHandler('profile', {
  getMe: async ({ caller }) => {
    const item = await getProfile(caller.userId);
    if (!item) throw notFound(messages.userNotFound);
    return toMe(item);
  },
  putProfile,
  putGoalTags: async ({ caller, body }) => {
    const selected = [...new Set(body.selected)];
    const at = now();
    await updateOwnProfile(caller.userId, { goalTags: selected, goalTagsUpdatedAt: at });
    return { selected, categorized: categorizeGoalTags(selected), updatedAt: at };
  },
  putSharingSettings: async ({ caller, body }) => {
    const item = await updateOwnProfile(caller.userId, { sharingSettings: body });
    return item.sharingSettings;
  },
  putSocialLinks: async ({ caller, body }) => {
    const fields = Object.fromEntries(
      Object.entries(body).map(([provider, url]) => [`socialLinks.${provider}`, url]),
    );
    if (!Object.keys(fields).length) throw badRequest(messages.failedToUpdateSocialLinks);
    const item = await updateOwnProfile(caller.userId, fields);
    return item.socialLinks;
  },
  /** The e-mail counts as verified only when the verified token says so, never because the body does. */
  recordEmailVerification: async ({ caller }) => {
    if (!caller.emailVerified) throw badRequest(messages.failedToUpdateVerification);
    const item = await updateOwnProfile(caller.userId, { 'verificationStatus.email': true });
    return toPersonalInfo(item);
  },
  /** An opaque pending key; the file's name is not used, so it never reaches a key or URL. */
  createPhotoUpload: async ({ caller, body }) => {
    const upload = newPendingUpload();
    if ((await recordUpload(caller.userId, upload.id, 'photo', new Date())) === 'noProfile')
      throw profileRequired();
    return presignUpload(upload.key, body.contentType, photoRule);
  },
  setPhoto,
});
