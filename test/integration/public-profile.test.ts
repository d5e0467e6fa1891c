import { categories } from '@contract/enums';
import * as messages from '@contract/messages';
import { PublicProfile } from '@contract/schemas/users';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

const bio = 'Secret-bio-marker';
const textFor = (category: string) => `receipt-text-in-${category}`;

describe('public profile privacy', () => {
  let owner: TestMember;
  let viewer: TestMember;

  const view = async () => {
    const res = await callApi('GET', `/users/${owner.userId}/public-profile`, { token: viewer.idToken });
    expect(res.status).toBe(200);
    return { parsed: PublicProfile.parse(res.body), raw: JSON.stringify(res.body) };
  };
  const setSharing = (settings: { goals: boolean; receipts: boolean; bio: boolean }) =>
    callApi('PUT', '/me/sharing-settings', { token: owner.idToken, body: settings });
  const setPublic = (publicCategories: Record<string, boolean>) =>
    callApi('PUT', '/me/profile', { token: owner.idToken, body: { publicCategories } });

  beforeAll(async () => {
    [owner, viewer] = await Promise.all([
      createMember('Private', 'Person'),
      createMember('Curious', 'Viewer'),
    ]);
    await callApi('PUT', '/me/profile', {
      token: owner.idToken,
      body: { shortBio: bio, phone: '+1 555 0123' },
    });
    await callApi('PUT', '/me/goal-tags', {
      token: owner.idToken,
      body: { selected: ['Meditation', 'Dating'] },
    });
    for (const category of categories) {
      await giveReceipt(viewer, owner, { category, receiptText: textFor(category), intent: 'Empathy' });
    }
    await giveReceipt(viewer, owner, { receiptText: 'receipt-text-without-category' });
  });

  it('shows everything public by default, but never e-mail or phone', async () => {
    const { parsed, raw } = await view();
    expect(parsed.profile.shortBio).toBe(bio);
    expect(parsed.goalTags?.['Health & Fitness']).toEqual(['Meditation']);
    expect(parsed.receipts.map((r) => r.category).sort()).toEqual([...categories].sort());
    expect(parsed.categoryCounts).toEqual({ Work: 1, Health: 1, Play: 1, Relationships: 1 });
    expect(raw).not.toContain(owner.email);
    // The phone in any form, not just '555' (a receipt's random id may hold that).
    expect(raw).not.toContain('555 0123');
    expect(raw).not.toContain('5550123');
    expect(raw).not.toContain('receipt-text-without-category');
  });

  it('hides the bio when the bio flag is off', async () => {
    await setSharing({ goals: true, receipts: true, bio: false });
    const { parsed, raw } = await view();
    expect(parsed.profile.shortBio).toBeNull();
    expect(raw).not.toContain(bio);
  });

  it('hides goal tags when goals sharing is off', async () => {
    await setSharing({ goals: false, receipts: true, bio: true });
    const { parsed, raw } = await view();
    expect(parsed.goalTags).toBeNull();
    expect(raw).not.toContain('Meditation');
    expect(raw).not.toContain('Dating');
  });

  it('hides every receipt when receipts sharing is off', async () => {
    await setSharing({ goals: true, receipts: false, bio: true });
    const { parsed, raw } = await view();
    expect(parsed.receipts).toEqual([]);
    expect(parsed.categoryCounts).toEqual({});
    for (const category of categories) expect(raw).not.toContain(textFor(category));
  });

  it.each(categories)('hides receipts of %s when that category is private', async (hidden) => {
    await setSharing({ goals: true, receipts: true, bio: true });
    await setPublic(Object.fromEntries(categories.map((c) => [c, c !== hidden])));
    const { parsed, raw } = await view();
    expect(raw).not.toContain(textFor(hidden));
    expect(parsed.categoryCounts[hidden]).toBeUndefined();
    for (const other of categories.filter((c) => c !== hidden)) expect(raw).toContain(textFor(other));
  });

  it('answers 404 for an unknown user', async () => {
    const res = await callApi('GET', '/users/nobody-here/public-profile', { token: viewer.idToken });
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toBe(messages.userNotFound);
  });
});
