import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { Id, IsoDate } from './common';
import { Counters, PersonalInfo, SharingSettings, SocialLinks } from './profile';
import { Receipt } from './receipts';

export const UserListEntry = z.object({
  id: Id,
  name: z.string(),
  username: z.string(),
  initial: z.string(),
  photoURL: z.string().nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type UserListEntry = z.infer<typeof UserListEntry>;

export const UserSearchQuery = z.strictObject({
  q: z
    .string({ error: messages.searchTermRequired })
    .transform((q) => q.trim().replace(/^@/, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: messages.searchTermRequired })
        .max(limits.usernameMax)
        .regex(/^[a-z0-9_]+$/, { error: messages.usernameFormat }),
    ),
});

/** No e-mail or phone: private fields never leave the server in another user's view. */
export const UserSearchResult = z.object({
  id: Id,
  username: z.string(),
  fullName: z.string(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  socialLinks: SocialLinks,
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;

export const UserIdParams = z.strictObject({ userId: Id });

export const SocialLinksByUsername = z.object({ userId: Id, socialLinks: SocialLinks });

export const PublicProfile = z.object({
  profile: PersonalInfo.pick({
    userId: true,
    username: true,
    fullName: true,
    photoURL: true,
    socialLinks: true,
    publicCategories: true,
  }).extend({
    shortBio: z.string().nullable(),
    emailVerified: z.boolean(),
  }),
  sharingSettings: SharingSettings,
  goalTags: z.record(z.string(), z.array(z.string())).nullable(),
  counters: Counters.pick({ received: true, sent: true }),
  /** Received receipts per public category; empty when receipts are not shared. */
  categoryCounts: z.record(z.string(), z.number().int()),
  /** The most recent public receipts (public categories only, and only when receipts are shared). */
  receipts: z.array(Receipt),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
