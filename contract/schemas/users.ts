import * as z from 'zod/mini';
import { categories } from '../enums';
import { limits, usernamePrefixPattern } from '../limits';
import * as messages from '../messages';
import { Cursor, Id, IsoDate, PageLimit } from './common';
import { stripAt } from './contacts';
import { GoalChangeLine } from './goals';
import { Counters, PersonalInfo, PhotoVariants, SharingSettings, SocialLinks } from './profile';
import { Receipt } from './receipts';
import { userText } from './text';

export const UserListEntry = z.object({
  id: Id,
  name: z.string(),
  username: z.string(),
  initial: z.string(),
  photoURL: z.nullable(z.string()),
  photoVariants: PhotoVariants,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type UserListEntry = z.infer<typeof UserListEntry>;

export const UserSearchQuery = z.strictObject({
  q: z
    .string({ error: messages.searchTermRequired })
    .check(
      ...userText({ identifier: true }),
      stripAt,
      z.minLength(1, { error: messages.searchTermRequired }),
      z.maxLength(limits.usernameMax),
      z.regex(usernamePrefixPattern, { error: messages.usernameFormat }),
    ),
});

/** No e-mail or phone: private fields never leave the server in another user's view. */
export const UserSearchResult = z.object({
  id: Id,
  username: z.string(),
  fullName: z.string(),
  photoURL: z.nullable(z.string()),
  photoVariants: PhotoVariants,
  emailVerified: z.boolean(),
  socialLinks: SocialLinks,
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;

export const UserIdParams = z.strictObject({ userId: Id });

/** One public category tab of a profile, a page at a time. */
export const PublicReceiptsQuery = z.strictObject({
  category: z.enum(categories),
  cursor: z.optional(Cursor),
  limit: z.optional(PageLimit),
});

export const SocialLinksByUsername = z.object({ userId: Id, socialLinks: SocialLinks });

export const PublicProfile = z.object({
  profile: z.extend(
    z.pick(PersonalInfo, {
      userId: true,
      username: true,
      fullName: true,
      photoURL: true,
      photoVariants: true,
      socialLinks: true,
      publicCategories: true,
    }),
    {
      shortBio: z.nullable(z.string()),
      emailVerified: z.boolean(),
    },
  ),
  sharingSettings: SharingSettings,
  goalTags: z.nullable(z.record(z.string(), z.array(z.string()))),
  counters: z.pick(Counters, { received: true, sent: true }),
  /** Received receipts per public category; empty when receipts are not shared. */
  categoryCounts: z.record(z.string(), z.number()),
  /**
   * The first page of each public category (only when receipts are shared); the rest of a category comes
   * from GET /users/{userId}/public-receipts.
   */
  receipts: z.array(Receipt),
  /**
   * The goals whose "Did I change?" line the member switched on, each once enough have answered (the
   * member's goal order); empty otherwise.
   */
  goalChanges: z.array(GoalChangeLine),
  /**
   * Whether the signed-in viewer may give this member an anonymous receipt (absent for a signed-out visitor).
   * Only the answer: never which of the member's settings gives it.
   */
  takesAnonymousFromYou: z.optional(z.boolean()),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/**
 * What a signed-out visitor gets for `/u/{username}`: the public profile only when its owner lets signed-out
 * visitors see it; otherwise (and for a username nobody has) only that signing in is required.
 */
export const VisitorProfile = z.discriminatedUnion('access', [
  z.object({ access: z.literal('open'), publicProfile: PublicProfile }),
  z.object({ access: z.literal('signInRequired') }),
]);
export type VisitorProfile = z.infer<typeof VisitorProfile>;
