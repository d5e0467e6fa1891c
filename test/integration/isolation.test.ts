import * as messages from '@contract/messages';
import type { Contact } from '@contract/schemas/contacts';
import type { Me } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import {
  createMember,
  createUnverifiedMember,
  markVerifiedInCognito,
  type TestMember,
} from '../support/profiles';
import { partitionSnapshot, userPartition } from '../support/table';
import { signIn, uniqueUsername } from '../support/users';

describe("one user cannot read or change another user's data", () => {
  let owner: TestMember;
  let intruder: TestMember;
  let contact: Contact;

  beforeAll(async () => {
    owner = await createUnverifiedMember('Owner', 'One');
    intruder = await createMember('Intruder', 'Two');
    contact = (
      await callApi<Contact>('POST', '/me/contacts', {
        token: owner.idToken,
        body: { username: uniqueUsername(), name: 'Private Friend' },
      })
    ).body;
    await callApi('POST', '/me/inner-circle', { token: owner.idToken, body: { contactId: contact.id } });
    await callApi('PUT', '/me/goal-tags', { token: owner.idToken, body: { selected: ['Meditation'] } });
  });

  it('address book and inner circle lists only show the caller’s own', async () => {
    const contacts = await callApi<{ items: Contact[] }>('GET', '/me/contacts', { token: intruder.idToken });
    expect(contacts.body.items).toEqual([]);
    const circle = await callApi<{ items: unknown[] }>('GET', '/me/inner-circle', {
      token: intruder.idToken,
    });
    expect(circle.body.items).toEqual([]);
  });

  it("refuses to delete, circle or un-circle the owner's contact, and changes nothing", async () => {
    const before = await partitionSnapshot([userPartition(owner.userId)]);
    const attempts = [
      await callApi('DELETE', `/me/contacts/${contact.id}`, { token: intruder.idToken }),
      await callApi('POST', '/me/inner-circle', { token: intruder.idToken, body: { contactId: contact.id } }),
      await callApi('DELETE', `/me/inner-circle/${contact.id}`, { token: intruder.idToken }),
    ];
    for (const res of attempts) expect(res.status).toBe(404);
    expect(await partitionSnapshot([userPartition(owner.userId)])).toEqual(before);
  });

  it("writes goals and sharing settings only to the caller's own profile", async () => {
    await callApi('PUT', '/me/goal-tags', { token: intruder.idToken, body: { selected: ['Dating'] } });
    await callApi('PUT', '/me/sharing-settings', {
      token: intruder.idToken,
      body: { goals: false, receipts: false, bio: false },
    });
    const ownerMe = await callApi<Me>('GET', '/me', { token: owner.idToken });
    expect(ownerMe.body.goalTags.selected).toEqual(['Meditation']);
    expect(ownerMe.body.sharingSettings).toEqual({
      goals: true,
      receipts: true,
      bio: true,
      signedOutVisitors: false,
      anonymousReceipts: 'anyone',
      deliveryHour: 18,
      timeZone: 'UTC',
      holdFlagged: false,
    });
  });

  it('e-mail verification cannot be faked through a request body', async () => {
    const forged = await callApi('POST', '/me/email-verification', {
      token: owner.idToken,
      body: { verificationStatus: { email: true } },
    });
    expect(forged.status).toBe(400);
    const unverified = await callApi('POST', '/me/email-verification', { token: owner.idToken, body: {} });
    expect(unverified.status).toBe(400);
    expect(errorMessage(unverified)).toBe(messages.failedToUpdateVerification);
    const viaProfile = await callApi('PUT', '/me/profile', {
      token: owner.idToken,
      body: { verificationStatus: { email: true, phone: true } },
    });
    expect(viaProfile.status).toBe(400);
    const me = await callApi<Me>('GET', '/me', { token: owner.idToken });
    expect(me.body.profile.verificationStatus).toEqual({ email: false, phone: false });
  });

  it("a sign-in e-mail changed and verified in Cognito becomes the profile's, and only through the token", async () => {
    const member = await createMember('Swapped', 'Address');
    const otherAddress = `Other-${member.email}`;
    await markVerifiedInCognito({ userId: member.userId, email: otherAddress });
    const { idToken } = await signIn(otherAddress, member.password);
    const recorded = await callApi('POST', '/me/email-verification', { token: idToken, body: {} });
    expect(recorded.status).toBe(200);
    const me = await callApi<Me>('GET', '/me', { token: idToken });
    expect(me.body.profile.email).toBe(otherAddress.toLowerCase());
    expect(me.body.profile.verificationStatus.email).toBe(true);
  });
});
