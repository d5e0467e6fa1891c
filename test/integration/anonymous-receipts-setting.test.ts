import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type { Me, OwnSharingSettings } from '@contract/schemas/profile';
import type { PublicProfile } from '@contract/schemas/users';
import { type ApiResponse, callApi, errorMessage } from '../support/api';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

const refusal = (res: ApiResponse) => ({
  status: res.status,
  code: (res.body as { error?: { code?: string } }).error?.code,
  message: errorMessage(res),
});
const notTaken = { status: 403, code: errorCodes.anonymousNotTaken, message: messages.anonymousNotTaken };

async function takeAnonymousFrom(
  member: TestMember,
  anonymousReceipts: OwnSharingSettings['anonymousReceipts'],
) {
  const me = (await callApi<Me>('GET', '/me', { token: member.idToken })).body;
  const res = await callApi<OwnSharingSettings>('PUT', '/me/sharing-settings', {
    token: member.idToken,
    body: { ...me.sharingSettings, anonymousReceipts },
  });
  expect(res.body.anonymousReceipts).toBe(anonymousReceipts);
}

const profileAs = async (viewer: TestMember, owner: TestMember) =>
  (await callApi<PublicProfile>('GET', `/users/${owner.userId}/public-profile`, { token: viewer.idToken }))
    .body;

describe('whom a member takes anonymous receipts from', () => {
  const members = membersBeforeAll('rita', 'friend', 'stranger');

  it('is anyone until the member chooses; a client that leaves it out of the sharing settings changes nothing', async () => {
    const { rita, stranger } = members;
    const me = (await callApi<Me>('GET', '/me', { token: rita.idToken })).body;
    expect(me.sharingSettings.anonymousReceipts).toBe('anyone');
    expect((await giveReceipt(stranger, rita, { anonymous: true })).status).toBe(201);
    expect((await profileAs(stranger, rita)).takesAnonymousFromYou).toBe(true);

    await takeAnonymousFrom(rita, 'noOne');
    const { anonymousReceipts: _, ...spec } = me.sharingSettings;
    const saved = await callApi<OwnSharingSettings>('PUT', '/me/sharing-settings', {
      token: rita.idToken,
      body: { ...spec, bio: false },
    });
    expect(saved.body).toMatchObject({ bio: false, anonymousReceipts: 'noOne' });
  });

  it('from no one: anonymous sends are refused with one message, named ones arrive, and the profile says so to the giver', async () => {
    const { rita, friend, stranger } = members;
    await takeAnonymousFrom(rita, 'noOne');
    const before = (await allReceipts(rita, 'received')).length;
    expect(refusal(await giveReceipt(stranger, rita, { anonymous: true }))).toEqual(notTaken);
    expect((await giveReceipt(friend, rita, { anonymous: false })).status).toBe(201);
    expect((await allReceipts(rita, 'received')).length).toBe(before + 1);
    expect((await profileAs(stranger, rita)).takesAnonymousFromYou).toBe(false);
  });

  it('from the address book: every giver is answered alike, and only people in it are delivered to', async () => {
    const { rita, friend, stranger } = members;
    await takeAnonymousFrom(rita, 'addressBook');
    expect(refusal(await giveReceipt(friend, rita, { anonymous: true }))).toEqual(notTaken);
    const added = await callApi('POST', '/me/contacts', {
      token: rita.idToken,
      body: { username: friend.username, name: 'Friend' },
    });
    expect(added.status).toBe(201);
    // An address book of one would name its giver: it takes anonymous receipts from a handful on.
    expect(refusal(await giveReceipt(friend, rita, { anonymous: true }))).toEqual(notTaken);
    for (let i = 1; i < limits.anonymitySetMin; i++) {
      const more = await createMember();
      const res = await callApi('POST', '/me/contacts', {
        token: rita.idToken,
        body: { username: more.username, name: `Friend ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const fromFriend = await giveReceipt(friend, rita, { anonymous: true });
    expect(fromFriend.status).toBe(201);
    expect((await profileAs(friend, rita)).takesAnonymousFromYou).toBe(true);
    // A stranger is answered as the friend is (a refusal would tell them they are not in the book); what
    // they sent is withheld at its delivery, unseen.
    const fromStranger = await giveReceipt(stranger, rita, { anonymous: true });
    expect(fromStranger.status).toBe(201);
    expect((await profileAs(stranger, rita)).takesAnonymousFromYou).toBe(true);
    const received = (await allReceipts(rita, 'received')).map((r) => r.id);
    expect(received).toContain(fromFriend.body.id);
    expect(received).not.toContain(fromStranger.body.id);
  });

  it('is never shown to anyone else: not in the public profile’s sharing settings', async () => {
    const { rita, stranger } = members;
    await takeAnonymousFrom(rita, 'addressBook');
    const seen = await profileAs(stranger, rita);
    expect(Object.keys(seen.sharingSettings).sort()).toEqual([
      'bio',
      'goals',
      'receipts',
      'signedOutVisitors',
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/addressBook|anonymousReceipts/);
  });
});
