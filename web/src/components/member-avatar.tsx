import type { PhotoVariant } from '@contract/schemas/profile';
import { Avatar } from './avatar';
import { Handle } from './handle';

/** The fields every member record (a profile, a search result) carries for its photo. */
interface PhotoOf {
  fullName: string;
  photoURL: string | null;
  photoVariants?: PhotoVariant[];
}

/** A member's photo (or initials) at `size`, straight from the member's record. */
export function MemberAvatar({ member, size }: { member: PhotoOf; size: number }) {
  return (
    <Avatar
      name={member.fullName}
      photoURL={member.photoURL}
      photoVariants={member.photoVariants}
      size={size}
    />
  );
}

/** A member in a list of matching users: photo, name (the username when there is none) and handle. */
export function SuggestedMember({ member, size }: { member: PhotoOf & { username: string }; size: number }) {
  return (
    <>
      <MemberAvatar member={member} size={size} />
      <span className="suggestion-text">
        <strong>{member.fullName || member.username}</strong>
        <Handle className="muted small" username={member.username} />
      </span>
    </>
  );
}
