import { z } from 'zod';
import { categories, goalTags, socialProviders } from '../enums';
import { limits, usernamePattern } from '../limits';
import { messages } from '../messages';
import { Id, IsoDate } from './common';

export const Username = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, { error: messages.usernameRequired })
  .regex(usernamePattern, { error: messages.usernameFormat })
  .transform((u) => u.toLowerCase());

export const PublicCategories = z.strictObject(
  Object.fromEntries(categories.map((c) => [c, z.boolean()])) as Record<
    (typeof categories)[number],
    z.ZodBoolean
  >,
);
export type PublicCategories = z.infer<typeof PublicCategories>;

export const SocialUrl = z
  .string()
  .trim()
  .max(limits.urlMax, { error: messages.invalidUrl })
  .refine((s) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(s), { error: messages.invalidUrl });

export const SocialLinks = z.strictObject(
  Object.fromEntries(socialProviders.map((p) => [p, SocialUrl.optional()])) as Record<
    (typeof socialProviders)[number],
    z.ZodOptional<typeof SocialUrl>
  >,
);
export type SocialLinks = z.infer<typeof SocialLinks>;

export const VerificationStatus = z.object({ email: z.boolean(), phone: z.boolean() });

export const PersonalInfo = z.object({
  userId: Id,
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  shortBio: z.string(),
  photoURL: z.string().nullable(),
  socialLinks: SocialLinks,
  verificationStatus: VerificationStatus,
  publicCategories: PublicCategories,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type PersonalInfo = z.infer<typeof PersonalInfo>;

export const GoalTagName = z.enum(goalTags as [string, ...string[]]);
export const GoalTags = z.object({
  selected: z.array(z.string()),
  categorized: z.record(z.string(), z.array(z.string())),
  updatedAt: IsoDate.nullable(),
});
export type GoalTags = z.infer<typeof GoalTags>;

export const SharingSettings = z.object({ goals: z.boolean(), receipts: z.boolean(), bio: z.boolean() });
export type SharingSettings = z.infer<typeof SharingSettings>;

export const Counters = z.object({
  received: z.number().int(),
  sent: z.number().int(),
  receivedByCategory: z.record(z.string(), z.number().int()),
  receivedByIntent: z.record(z.string(), z.number().int()),
  sentByCategory: z.record(z.string(), z.number().int()),
  innerCircle: z.number().int(),
});
export type Counters = z.infer<typeof Counters>;

export const Me = z.object({
  profile: PersonalInfo,
  goalTags: GoalTags,
  sharingSettings: SharingSettings,
  counters: Counters,
});
export type Me = z.infer<typeof Me>;

const Name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(limits.nameMax, { error: `Must be at most ${limits.nameMax} characters` });

/**
 * Saves personal info. The first call creates the profile and claims `username`;
 * later calls update the editable fields (username and e-mail are not editable).
 */
export const PutProfileRequest = z.strictObject({
  username: Username.optional(),
  firstName: Name(messages.firstNameRequired).optional(),
  lastName: Name(messages.lastNameRequired).optional(),
  fullName: z.string().trim().max(limits.fullNameMax).optional(),
  phone: z
    .string()
    .trim()
    .max(limits.phoneMax)
    .regex(/^[0-9+()\-. ]*$/, { error: 'Phone number can only contain digits, spaces and + ( ) - .' })
    .optional(),
  shortBio: z.string().trim().max(limits.shortBioMax, { error: messages.shortBioTooLong }).optional(),
  publicCategories: PublicCategories.partial().optional(),
});
export type PutProfileRequest = z.input<typeof PutProfileRequest>;

export const PutGoalTagsRequest = z.strictObject({
  selected: z.array(GoalTagName).max(goalTags.length),
});
export type PutGoalTagsRequest = z.infer<typeof PutGoalTagsRequest>;

export const PutSharingSettingsRequest = z.strictObject({
  goals: z.boolean(),
  receipts: z.boolean(),
  bio: z.boolean(),
});

export const UsernameParams = z.strictObject({ username: Username });
export const UsernameAvailability = z.object({ username: z.string(), isAvailable: z.boolean() });
export type UsernameAvailability = z.infer<typeof UsernameAvailability>;

export const PhotoUploadRequest = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.string().regex(/^image\/[a-z0-9.+-]+$/i, { error: messages.uploadImageFile }),
  size: z.number().int().min(1).max(limits.profilePhotoMaxBytes, { error: messages.uploadImageTooLarge }),
});
export const SetPhotoRequest = z.strictObject({ key: z.string().min(1).max(1024) });
