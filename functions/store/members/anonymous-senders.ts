import { limits } from '@contract/limits';
import { sharingSettingsOf } from '../../domain/profile';
import type { ProfileItem } from '../profiles/profiles';
import { addressBookHolds, isInAddressBookOf } from './contacts';

type Recipient = Pick<ProfileItem, 'userId' | 'sharingSettings'>;

/**
 * Whether a giver may send the recipient an anonymous receipt: the same answer for every giver, so neither
 * it nor a refusal tells a giver whether they are in the recipient's address book. "From anyone" and "from
 * my address book" take it (the book is asked at delivery: `deliversAnonymousFrom`); "no one" does not,
 * and neither does an address book of fewer than `limits.anonymitySetMin` members (an anonymous receipt
 * from one of two people is hardly anonymous), which the recipient's own Settings say.
 */
export async function takesAnonymousReceipts(recipient: Recipient): Promise<boolean> {
  switch (sharingSettingsOf(recipient.sharingSettings).anonymousReceipts) {
    case 'anyone':
      return true;
    case 'noOne':
      return false;
    case 'addressBook':
      return addressBookHolds(recipient.userId, limits.anonymitySetMin);
  }
}

/**
 * Whether a held anonymous receipt from `giverId` reaches the recipient at its delivery, under the settings
 * and address book of then: one from someone outside the book (or sent before "no one") is withheld
 * unseen, so only the recipient's side ever acts on who is in their address book.
 */
export async function deliversAnonymousFrom(recipient: Recipient, giverId: string): Promise<boolean> {
  if (!(await takesAnonymousReceipts(recipient))) return false;
  if (sharingSettingsOf(recipient.sharingSettings).anonymousReceipts !== 'addressBook') return true;
  return isInAddressBookOf(recipient.userId, giverId);
}
