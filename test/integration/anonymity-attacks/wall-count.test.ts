import { categories } from '@contract/enums';
import { PublicProfile } from '@contract/schemas/users';
import { callApi } from '../../support/api';
import { createMember, type TestMember } from '../../support/profiles';
import { giveReceipt } from '../../support/receipts';

const wallOf = async (owner: TestMember, visitor: TestMember) => {
  const res = await callApi('GET', `/users/${owner.userId}/public-profile`, { token: visitor.idToken });
  expect(res.status).toBe(200);
  return PublicProfile.parse(res.body);
};

/**
 * A visitor reads the wall's "N Receipts received" to learn what its owner keeps private: how many receipts
 * they got while sharing none, or how many sit in a private category (one new private receipt a day is one
 * more on the count). The count must be of what the wall may show, and nothing else.
 */
describe("the wall's received count", () => {
  it('counts nothing while receipts sharing is off, and only the public categories once it is on', async () => {
    const [owner, visitor] = await Promise.all([
      createMember('Quiet', 'Owner'),
      createMember('Nosy', 'Visitor'),
    ]);
    expect(
      (
        await callApi('PUT', '/me/sharing-settings', {
          token: owner.idToken,
          body: { goals: true, receipts: false, bio: true },
        })
      ).status,
    ).toBe(200);
    for (const category of categories)
      expect((await giveReceipt(visitor, owner, { category })).status).toBe(201);
    expect((await giveReceipt(visitor, owner, { receiptText: 'No category at all' })).status).toBe(201);

    const closed = await wallOf(owner, visitor);
    expect(closed.receipts).toEqual([]);
    expect(closed.counters.received).toBe(0);
    expect(closed.categoryCounts).toEqual({});

    // Receipts shared, Work alone private: a new Work receipt moves no count the visitor reads.
    await callApi('PUT', '/me/sharing-settings', {
      token: owner.idToken,
      body: { goals: true, receipts: true, bio: true },
    });
    await callApi('PUT', '/me/profile', {
      token: owner.idToken,
      body: { publicCategories: { Work: false, Health: true, Play: true, Relationships: true } },
    });
    const before = await wallOf(owner, visitor);
    expect(before.counters.received).toBe(before.receipts.length);
    expect(before.counters.received).toBe(categories.length - 1);
    expect((await giveReceipt(visitor, owner, { category: 'Work' })).status).toBe(201);
    const after = await wallOf(owner, visitor);
    expect(after.counters).toEqual(before.counters);
    expect(after.categoryCounts).toEqual(before.categoryCounts);
  });
});
