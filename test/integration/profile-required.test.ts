import { randomUUID } from 'node:crypto';
import * as messages from '@contract/messages';
import { type RouteId, routes } from '@contract/routes';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { partitionSnapshot, userPartition } from '../support/table';
import { markVerifiedInCognito, signIn, signUpUser, uniqueUsername } from '../support/users';

/** Routes that write on the caller's behalf, with a body that would succeed for a user with a profile. */
const needsProfile = (recipient: TestMember): [RouteId, Record<string, unknown>][] => [
  ['addContact', { username: uniqueUsername(), name: 'A Friend' }],
  ['addInnerCircleMember', { contactId: '01J00000000000000000000000' }],
  ['createPhotoUpload', { fileName: 'me.png', contentType: 'image/png', size: 10 }],
  ['setPhoto', { key: `pending/${randomUUID()}` }],
  ['createVoiceUpload', { contentType: 'audio/webm', size: 10 }],
  ['createReceipt', { clientRequestId: randomUUID(), recipientId: recipient.userId, receiptText: 'Hi' }],
  ['putGoalTags', { selected: [] }],
  ['putSharingSettings', { goals: true, receipts: true, bio: true }],
  ['putSocialLinks', { instagram: 'https://instagram.com/me' }],
];

describe('a user who has not finished profile setup', () => {
  it('gets a clear 4xx from every route that needs a profile, and nothing is written', async () => {
    // Confirmed their address (so sending is not refused for that first), but no profile yet.
    const [signedUp, recipient] = await Promise.all([signUpUser(), createMember()]);
    await markVerifiedInCognito(signedUp);
    const newcomer = { ...signedUp, idToken: (await signIn(signedUp.email, signedUp.password)).idToken };
    const partitions = [userPartition(newcomer.userId), userPartition(recipient.userId)];
    const before = await partitionSnapshot(partitions);
    for (const [id, body] of needsProfile(recipient)) {
      const route = routes[id];
      const res = await callApi(route.method, route.path, { token: newcomer.idToken, body });
      expect({ id, status: res.status, message: errorMessage(res) }).toEqual({
        id,
        status: 409,
        message: messages.profileRequired,
      });
    }
    expect(await partitionSnapshot(partitions)).toEqual(before);
  });
});
