import * as z from 'zod/mini';
import {
  anonymousReceiptSenders,
  categories,
  goalTags,
  type SocialProvider,
  socialProviderDomains,
  socialProviderLabels,
  socialProviders,
} from '../enums';
import { format } from '../format';
import { limits, profilePhotoTypes, usernamePattern } from '../limits';
import * as messages from '../messages';
import { Id, IsoDate } from './common';
import { DeliveryHour, TimeZone } from './delivery';
import { GoalTagName } from './goal-tags';
import { NotificationSettings } from './notifications';
import { maxChars, requiredText, userText } from './text';

export const Username = requiredText(
  messages.usernameRequired,
  [z.regex(usernamePattern, { error: messages.usernameFormat }), z.toLowerCase()],
  { identifier: true },
);

export const PublicCategories = z.strictObject(
  Object.fromEntries(categories.map((c) => [c, z.boolean()])) as Record<
    (typeof categories)[number],
    z.ZodMiniBoolean
  >,
);
export type PublicCategories = z.infer<typeof PublicCategories>;

export const SocialUrl = z.string().check(
  ...userText({ identifier: true }),
  z.maxLength(limits.urlMax, { error: messages.invalidUrl }),
  z.refine((s) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(s), {
    error: messages.invalidUrl,
    abort: true,
  }),
);

/** Whether `url` (a valid SocialUrl) is on one of the provider's sites. */
function isOnProviderSite(url: string, provider: SocialProvider): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase();
  return socialProviderDomains[provider].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** A provider's profile link: a SocialUrl on that provider's site. */
export const providerSocialUrl = (provider: SocialProvider) =>
  SocialUrl.check(
    z.refine((s) => s === '' || isOnProviderSite(s, provider), {
      error: format(messages.socialLinkElsewhere, { provider: socialProviderLabels[provider] }),
    }),
  );

export const SocialLinks = z.strictObject(
  Object.fromEntries(socialProviders.map((p) => [p, z.optional(providerSocialUrl(p))])) as Record<
    (typeof socialProviders)[number],
    z.ZodMiniOptional<typeof SocialUrl>
  >,
);
export type SocialLinks = z.infer<typeof SocialLinks>;

export const VerificationStatus = z.object({ email: z.boolean(), phone: z.boolean() });

/** One size of a profile photo, as the server remade it (WebP, no metadata); `url` is site-relative. */
export const PhotoVariant = z.object({ url: z.string(), width: z.number(), height: z.number() });
/**
 * The sizes of a photo, smallest first, for `srcset`: empty with no photo, or for one stored before photos
 * were remade (until `npm run photos:convert` has run), when `photoURL` is the file itself.
 */
export const PhotoVariants = z.array(PhotoVariant);
export type PhotoVariant = z.infer<typeof PhotoVariant>;

export const PersonalInfo = z.object({
  userId: Id,
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  shortBio: z.string(),
  /** The photo's default size (the 256 px variant, or the largest one below it). */
  photoURL: z.nullable(z.string()),
  photoVariants: PhotoVariants,
  socialLinks: SocialLinks,
  verificationStatus: VerificationStatus,
  publicCategories: PublicCategories,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type PersonalInfo = z.infer<typeof PersonalInfo>;

export const GoalTags = z.object({
  selected: z.array(z.string()),
  categorized: z.record(z.string(), z.array(z.string())),
  updatedAt: z.nullable(IsoDate),
});
export type GoalTags = z.infer<typeof GoalTags>;

export const SharingSettings = z.object({
  goals: z.boolean(),
  receipts: z.boolean(),
  bio: z.boolean(),
  /** Anyone with the profile link may see the public profile without signing in (off by default). */
  signedOutVisitors: z.boolean(),
});
export type SharingSettings = z.infer<typeof SharingSettings>;

/**
 * The owner's own settings: what others see, and whom they take anonymous receipts from. The latter is never
 * shown to anyone else (it would tell a giver whether they are in the owner's address book).
 */
export const OwnSharingSettings = z.extend(SharingSettings, {
  anonymousReceipts: z.enum(anonymousReceiptSenders),
  /** When held anonymous receipts reach the member: this hour, in this time zone, once a day. */
  deliveryHour: DeliveryHour,
  timeZone: TimeZone,
  /**
   * A changed hour or zone applies to receipts sent from this time (`limits.deliveryChangeDays` after the
   * change); those sent before it keep `previousDelivery`.
   */
  deliveryFrom: z.optional(IsoDate),
  previousDelivery: z.optional(z.object({ deliveryHour: DeliveryHour, timeZone: TimeZone })),
  /** Receipts sent past the harshness prompt wait in "Held for review" instead of arriving in the hub. */
  holdFlagged: z.boolean(),
});
export type OwnSharingSettings = z.infer<typeof OwnSharingSettings>;

const Count = z.number().check(z.refine(Number.isInteger));
export const Counters = z.object({
  received: Count,
  sent: Count,
  receivedByCategory: z.record(z.string(), Count),
  receivedByIntent: z.record(z.string(), Count),
  sentByCategory: z.record(z.string(), Count),
  innerCircle: Count,
  /** Thank-yous the member's given receipts brought back (anonymous ones included; only they see it). */
  thanksReceived: Count,
});
export type Counters = z.infer<typeof Counters>;

export const Me = z.object({
  profile: PersonalInfo,
  goalTags: GoalTags,
  sharingSettings: OwnSharingSettings,
  counters: Counters,
  notifications: NotificationSettings,
  /** Receipts received since the hub was last opened. */
  unreadReceipts: Count,
});
export type Me = z.infer<typeof Me>;

const nameTooLong = () =>
  z.maxLength(limits.nameMax, { error: format(messages.tooLong, { max: String(limits.nameMax) }) });
const Name = (required: string) => requiredText(required, [nameTooLong()]);

const FirstName = Name(messages.firstNameRequired);
const LastName = Name(messages.lastNameRequired);
/** A name as an ID token carries it: the rules of a typed name, but it may be empty (cognito-local's are). */
const ClaimedName = z.string().check(...userText(), nameTooLong());

/**
 * The names a new profile starts with, whatever path they came by: the request's, or the ID token's
 * `given_name` / `family_name`, which a user can set through Cognito's own API to anything Cognito takes.
 */
export const ProfileNames = z.strictObject({ firstName: ClaimedName, lastName: ClaimedName });

/**
 * Saves personal info. The first call creates the profile and claims `username`;
 * later calls update the editable fields (username and e-mail are not editable).
 */
export const PutProfileRequest = z.strictObject({
  username: z.optional(Username),
  firstName: z.optional(FirstName),
  lastName: z.optional(LastName),
  fullName: z.optional(z.string().check(...userText(), maxChars('Full name', limits.fullNameMax))),
  phone: z.optional(
    z
      .string()
      .check(
        ...userText(),
        maxChars('Phone number', limits.phoneMax),
        z.regex(/^[0-9+()\-. ]*$/, { error: messages.phoneCharacters }),
      ),
  ),
  shortBio: z.optional(
    z.string().check(...userText(), z.maxLength(limits.shortBioMax, { error: messages.shortBioTooLong })),
  ),
  publicCategories: z.optional(z.partial(PublicCategories)),
});
export type PutProfileRequest = z.input<typeof PutProfileRequest>;

export const PutGoalTagsRequest = z.strictObject({
  selected: z.array(GoalTagName).check(z.maxLength(goalTags.length)),
});
export type PutGoalTagsRequest = z.infer<typeof PutGoalTagsRequest>;

export const PutSharingSettingsRequest = z.strictObject({
  goals: z.boolean(),
  receipts: z.boolean(),
  bio: z.boolean(),
  /** Optional so that a client which only knows the spec's three toggles leaves it as it was. */
  signedOutVisitors: z.optional(z.boolean()),
  anonymousReceipts: z.optional(z.enum(anonymousReceiptSenders)),
  deliveryHour: z.optional(DeliveryHour),
  timeZone: z.optional(TimeZone),
  holdFlagged: z.optional(z.boolean()),
  /** As the settings were read back, so a client may send them whole; ignored: the server sets them. */
  deliveryFrom: z.optional(IsoDate),
  previousDelivery: z.optional(z.object({ deliveryHour: DeliveryHour, timeZone: TimeZone })),
});

export const UsernameParams = z.strictObject({ username: Username });
export const UsernameAvailability = z.object({ username: z.string(), isAvailable: z.boolean() });
export type UsernameAvailability = z.infer<typeof UsernameAvailability>;

export const PhotoUploadRequest = z.strictObject({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  contentType: z.string().check(
    z.regex(/^image\/[a-z0-9.+-]+$/i, { error: messages.uploadImageFile }),
    z.refine((type) => (profilePhotoTypes as readonly string[]).includes(type.toLowerCase()), {
      error: messages.uploadRasterImage,
    }),
  ),
  size: z
    .number()
    .check(
      z.refine(Number.isInteger),
      z.minimum(1),
      z.maximum(limits.profilePhotoMaxBytes, { error: messages.uploadImageTooLarge }),
    ),
});
export const SetPhotoRequest = z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(1024)) });
