import { initialOf } from '@contract/initials';
import type { PhotoVariant } from '@contract/schemas/profile';
import type { UserListEntry, UserSearchResult } from '@contract/schemas/users';
import { photoVariantsOf } from './profile';

/** The fields any signed-in user may see of another: never e-mail or phone. */
interface ProfileLike {
  userId: string;
  username: string;
  fullName: string;
  photoURL: string | null;
  photoVariants?: PhotoVariant[];
  socialLinks: UserSearchResult['socialLinks'];
  verificationStatus: { email: boolean };
  createdAt: string;
  updatedAt: string;
}

export const toSearchResult = (p: ProfileLike): UserSearchResult => ({
  id: p.userId,
  username: p.username,
  fullName: p.fullName,
  photoURL: p.photoURL,
  photoVariants: photoVariantsOf(p),
  emailVerified: p.verificationStatus.email,
  socialLinks: p.socialLinks,
});

export const toListEntry = (p: ProfileLike): UserListEntry => ({
  id: p.userId,
  name: p.fullName,
  username: p.username || 'unnamed',
  initial: initialOf(p.fullName, p.username),
  photoURL: p.photoURL,
  photoVariants: photoVariantsOf(p),
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});
