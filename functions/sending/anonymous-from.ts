import { limits } from '@contract/limits';
import { sharingSettingsOf } from '../domain/profile';
import { addressBookHolds, isInAddressBookOf } from '../store/members/contacts';
import type { ProfileItem } from '../store/profiles/profiles';

/**
 * Whether the recipient takes an anonymous receipt from this giver: from anyone, from people in their
 * address book, or from no one. The answer is all a giver ever learns, never which setting gave it. An
 * address book of fewer than `limits.anonymitySetMin` members acts as "no one": an anonymous receipt from
 * one of two people is hardly anonymous.
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
    case 'addressBook': {
      const [inIt, largeEnough] = await Promise.all([
        isInAddressBookOf(recipient.userId, giverId),
        addressBookHolds(recipient.userId, limits.anonymitySetMin),
      ]);
      return inIt && largeEnough;
    }
  }
}
