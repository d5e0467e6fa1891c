import { PublicProfile, VisitorProfile } from '@contract/schemas/users';
import { callApi } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { uniqueUsername } from '../support/users';

const bio = 'Visitor-bio-marker';
// Checked whole (and as digits): '555' alone may occur in a random username.
const phone = '+1 555 0199';
const closed = { access: 'signInRequired' };

describe('the profile link for signed-out visitors', () => {
  let owner: TestMember;
  let giver: TestMember;

  const visit = (username: string) => callApi('GET', `/visitors/profiles/${encodeURIComponent(username)}`);
  const setSharing = (body: Record<string, boolean>) =>
    callApi('PUT', '/me/sharing-settings', { token: owner.idToken, body });

  beforeAll(async () => {
    [owner, giver] = await Promise.all([createMember('Open', 'Door'), createMember('Kind', 'Giver')]);
    await callApi('PUT', '/me/profile', {
      token: owner.idToken,
      body: { shortBio: bio, phone },
    });
    await giveReceipt(giver, owner, { category: 'Work', receiptText: 'visitor-visible-receipt' });
  });

  it('is closed by default, and says no more than that signing in is required', async () => {
    const me = await callApi<{ sharingSettings: Record<string, boolean> }>('GET', '/me', {
      token: owner.idToken,
    });
    expect(me.body.sharingSettings.signedOutVisitors).toBe(false);
    const res = await visit(owner.username);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(closed);
  });

  it('answers an unknown or malformed-but-valid username exactly like a closed profile', async () => {
    const unknown = await visit(uniqueUsername());
    const known = await visit(owner.username);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // Upper case is the same username: no oracle in case differences either.
    expect((await visit(owner.username.toUpperCase())).body).toEqual(closed);
  });

  it('rejects what is not a username with a 400 and the spec message, never a 500', async () => {
    for (const bad of ['a', 'x'.repeat(21), 'bad-name', 'a b', '../../me', '%00']) {
      const res = await visit(bad);
      expect([400, 404]).toContain(res.status);
    }
  });

  it('shows the public profile once the owner opts in, with only what the privacy flags allow', async () => {
    const saved = await setSharing({ goals: true, receipts: true, bio: true, signedOutVisitors: true });
    expect(saved.status).toBe(200);
    const res = await visit(owner.username);
    const parsed = VisitorProfile.parse(res.body);
    if (parsed.access !== 'open') throw new Error('expected an open profile');
    const view = PublicProfile.parse(parsed.publicProfile);
    expect(view.profile.username).toBe(owner.username);
    expect(view.profile.shortBio).toBe(bio);
    expect(view.receipts.map((r) => r.receiptText)).toEqual(['visitor-visible-receipt']);
    expect(view.receipts[0]?.voiceRecording).toBeNull();
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain(owner.email);
    expect(raw).not.toContain(phone);
    expect(raw).not.toContain('5550199');

    await setSharing({ goals: false, receipts: false, bio: false, signedOutVisitors: true });
    const hidden = VisitorProfile.parse((await visit(owner.username)).body);
    if (hidden.access !== 'open') throw new Error('expected an open profile');
    expect(hidden.publicProfile.profile.shortBio).toBeNull();
    expect(hidden.publicProfile.goalTags).toBeNull();
    expect(hidden.publicProfile.receipts).toEqual([]);
    expect(JSON.stringify(hidden)).not.toContain('visitor-visible-receipt');
  });

  it('keeps the visitors flag when a client saves only the three spec toggles', async () => {
    await setSharing({ goals: true, receipts: true, bio: true, signedOutVisitors: true });
    const saved = await setSharing({ goals: true, receipts: true, bio: false });
    expect(saved.body).toMatchObject({ goals: true, receipts: true, bio: false, signedOutVisitors: true });
    expect(VisitorProfile.parse((await visit(owner.username)).body).access).toBe('open');
  });

  it('closes again when the owner turns it off', async () => {
    await setSharing({ goals: true, receipts: true, bio: true, signedOutVisitors: false });
    expect((await visit(owner.username)).body).toEqual(closed);
  });

  it('rejects a non-boolean visitors flag', async () => {
    const res = await setSharing({
      goals: true,
      receipts: true,
      bio: true,
      signedOutVisitors: 'yes' as never,
    });
    expect(res.status).toBe(400);
  });

  it('serves signed-in members the same profile by username as by id', async () => {
    const byName = await callApi('GET', `/users/by-username/${owner.username}/public-profile`, {
      token: giver.idToken,
    });
    const byId = await callApi('GET', `/users/${owner.userId}/public-profile`, { token: giver.idToken });
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(byId.body);
    const unknown = await callApi('GET', `/users/by-username/${uniqueUsername()}/public-profile`, {
      token: giver.idToken,
    });
    expect(unknown.status).toBe(404);
    const signedOut = await callApi('GET', `/users/by-username/${owner.username}/public-profile`);
    expect(signedOut.status).toBe(401);
  });
});
