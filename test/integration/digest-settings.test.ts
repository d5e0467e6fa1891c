import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';

const notificationsOf = async (member: TestMember) =>
  (await callApi<Me>('GET', '/me', { token: member.idToken })).body.notifications;
const save = (member: TestMember, body: Record<string, boolean>) =>
  callApi('PUT', '/me/notification-settings', { token: member.idToken, body });

/**
 * The weekly digest's setting and its one-time offer as the API keeps them, which the hub and Settings read
 * on every visit (their side: test/components/digest-opt-in.test.tsx).
 */
describe('the weekly digest setting', () => {
  it('is off and not yet offered for a new member; "No thanks" is kept with the digest still off', async () => {
    const member = await createMember('Nora', 'Nothanks');
    expect(await notificationsOf(member)).toEqual({ email: true, digest: false, digestOffered: false });
    expect(await save(member, { digestOffered: true })).toMatchObject({ status: 200 });
    expect(await notificationsOf(member)).toEqual({ email: true, digest: false, digestOffered: true });
  });

  it('keeps the digest switched on, off and on again, each answering the offer', async () => {
    const member = await createMember('Yara', 'Yes');
    for (const digest of [true, false, true]) {
      expect(await save(member, { digest })).toMatchObject({
        status: 200,
        body: { email: true, digest, digestOffered: true },
      });
      expect(await notificationsOf(member)).toEqual({ email: true, digest, digestOffered: true });
    }
  });
});
