import { sharingSettingsOf } from '../domain/profile';
import { isInAddressBookOf } from '../store/members/contacts';
import type { ProfileItem } from '../store/profiles/profiles';

/**
 * Whether the recipient takes an anonymous receipt from this giver: from anyone, from people in their
 * address book, or from no one. The answer is all a giver ever learns, never which setting gave it.
 */
export async function takesAnonymousFrom(
  recipient: Pick<ProfileItem, 'userId' | 'sharingSettings'>,
  giverId: string,
): Promise<boolean> {
  switch (sharingSettingsOf(recipient.sharingSettings).anonymousReceipts) {
    case 'anyone':
      return true;
    case 'noOne':
      return false;
    case 'addressBook':
      return isInAddressBookOf(recipient.userId, giverId);
  }
}
