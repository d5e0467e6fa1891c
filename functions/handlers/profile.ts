import * as messages from '@contract/messages';
import { profileRoutes } from '@contract/routes/profile';
import type { MailList } from '@contract/schemas/notifications';
import { ProfileNames } from '@contract/schemas/profile';
import { chooseDelivery } from '../domain/delivery-time';
import {
  categorizeGoalTags,
  defaultPublicCategories,
  fullNameOf,
  sharingSettingsOf,
} from '../domain/profile';
import { parseUnsubscribeToken } from '../domain/unsubscribe-token';
import { createApiHandler, type OperationInput } from '../http/api-handler';
import { badRequest, conflict, notFound, profileRequired } from '../http/errors';
import { saveNotificationSettings } from '../store/mail/notification-settings';
import { markReceiptsSeen } from '../store/mail/notifications';
import { dropGoalsOffWall } from '../store/profiles/goals-on-wall';
import {
  createProfile,
  type ExactPatch,
  getProfile,
  isEmptyPatch,
  type ProfileItem,
  type ProfilePatch,
  toMe,
  toPersonalInfo,
  updateProfile,
} from '../store/profiles/profiles';
import { recordEmailVerified } from '../store/profiles/sign-in-email';

const now = () => new Date().toISOString();

async function updateOwnProfile<P extends ProfilePatch>(
  userId: string,
  patch: ExactPatch<P>,
): Promise<ProfileItem> {
  const item = await updateProfile(userId, patch, now());
  if (!item) throw profileRequired();
  return item;
}

/** First save creates the profile with its username claim; later saves update the editable fields. */
async function putProfile({ caller, body }: OperationInput<'putProfile'>) {
  const { username, publicCategories, ...editable } = body;
  const patch = { ...editable, publicCategories };

  const existing = !isEmptyPatch(patch)
    ? await updateProfile(caller.userId, patch, now())
    : await getProfile(caller.userId);
  if (existing) return toPersonalInfo(existing);

  if (!username) throw badRequest(messages.usernameRequired);
  const names = ProfileNames.safeParse({
    firstName: editable.firstName ?? caller.givenName,
    lastName: editable.lastName ?? caller.familyName,
  });
  if (!names.success) throw badRequest(names.error.issues[0]?.message ?? messages.invalidRequest);
  const { firstName, lastName } = names.data;
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
    photoVariants: [],
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

/** The link's list says which e-mails stop: the receipt e-mails (no list) or the weekly digest. */
async function unsubscribeWith(link: string, list: MailList | undefined) {
  const token = parseUnsubscribeToken(link);
  const change = list === 'digest' ? { digest: false } : { email: false };
  const saved = token && (await saveNotificationSettings(token.userId, change, now(), token.key));
  if (!saved) throw badRequest(messages.unsubscribeLinkInvalid);
  return saved;
}

export const handler = createApiHandler('profile', profileRoutes, {
  getMe: async ({ caller }) => {
    const item = await getProfile(caller.userId);
    if (!item) throw notFound(messages.userNotFound);
    return toMe(item);
  },
  putProfile,
  putGoalTags: async ({ caller, body }) => {
    const selected = [...new Set(body.selected)];
    const at = now();
    const item = await updateOwnProfile(caller.userId, { goalTags: selected, goalTagsUpdatedAt: at });
    await dropGoalsOffWall(
      caller.userId,
      [...(item.goalsOnWall ?? [])].filter((goal) => !selected.includes(goal)),
    );
    return { selected, categorized: categorizeGoalTags(selected), updatedAt: at };
  },
  putSharingSettings: async ({ caller, body }) => {
    // A new delivery hour or zone applies only to receipts sent days from now (chooseDelivery).
    const { deliveryHour, timeZone, deliveryFrom: _from, previousDelivery: _previous, ...others } = body;
    const current = await getProfile(caller.userId);
    if (!current) throw profileRequired();
    const delivery = chooseDelivery(
      sharingSettingsOf(current.sharingSettings),
      { deliveryHour, timeZone },
      new Date(),
    );
    // Field by field, so that a client which does not send `signedOutVisitors` leaves it as it was.
    const item = await updateOwnProfile(caller.userId, { sharingSettings: { ...others, ...delivery } });
    return sharingSettingsOf(item.sharingSettings);
  },
  putSocialLinks: async ({ caller, body }) => {
    if (!Object.keys(body).length) throw badRequest(messages.failedToUpdateSocialLinks);
    const item = await updateOwnProfile(caller.userId, { socialLinks: body });
    return item.socialLinks;
  },
  /**
   * The e-mail counts as verified only when the verified token says so, never because the body does. A
   * verified address other than the profile's is a changed sign-in e-mail, proved with Cognito's code: the
   * profile takes it, from a token issued after the profile's last change only.
   */
  recordEmailVerification: async ({ caller }) => {
    if (!caller.emailVerified) throw badRequest(messages.failedToUpdateVerification);
    const item = await recordEmailVerified(caller.userId, caller.email, now(), caller.issuedAt);
    if (!item) throw profileRequired();
    if (item === 'staleToken') throw badRequest(messages.failedToUpdateVerification);
    return toPersonalInfo(item);
  },
  putNotificationSettings: async ({ caller, body }) => {
    const saved = await saveNotificationSettings(caller.userId, body, now());
    if (!saved) throw notFound(messages.userNotFound);
    return saved;
  },
  markReceiptsSeen: async ({ caller }) => {
    if (!(await markReceiptsSeen(caller.userId, now()))) throw notFound(messages.userNotFound);
    return { unread: 0 };
  },
  /** Public: the link's token is the proof. A wrong, tampered or stale token changes nothing. */
  unsubscribe: async ({ body }) => unsubscribeWith(body.token, body.list),
  /** RFC 8058: a mail client's POST of `List-Unsubscribe=One-Click` to the e-mail's header URL. */
  oneClickUnsubscribe: async ({ query }) => unsubscribeWith(query.token, query.list),
});
