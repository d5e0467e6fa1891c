import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import type { PublicProfile } from '@contract/schemas/users';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import { everyPage, type ListPage } from '../support/list-pages';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

/** Every page of a list, and the size of each page. */
async function pages(member: TestMember, path: string, query: Record<string, string>) {
  const all = await everyPage<Receipt>(member, path, query);
  return { items: all.flat(), sizes: all.map((page) => page.length) };
}

// Local only: it seeds receipts straight into the table through the store, in this process.
describeWith('inProcessHandlers')(
  'filtered lists are full pages of matches, however sparse the matches',
  () => {
    let owner: TestMember;
    let friend: TestMember;

    beforeAll(async () => {
      pointHandlersAtTestStack();
      const { seedReceipts } = await import('../support/seed');
      [owner, friend] = await Promise.all([
        createMember('Filter', 'Owner'),
        createMember('Filter', 'Friend'),
      ]);
      await callApi('PUT', '/me/sharing-settings', {
        token: owner.idToken,
        body: { goals: true, receipts: true, bio: true },
      });
      // 3 Play and 1 "needle" among 150 Work receipts, spread through the box; 2 Health sent by the owner.
      await giveReceipt(friend, owner, { category: 'Play', receiptText: 'play one' });
      await seedReceipts(owner.userId, friend.userId, 75, () => 'Work');
      await giveReceipt(friend, owner, { category: 'Play', receiptText: 'play two, a needle' });
      await giveReceipt(owner, friend, { category: 'Health', receiptText: 'health one' });
      await seedReceipts(owner.userId, friend.userId, 75, () => 'Work');
      await giveReceipt(friend, owner, { category: 'Play', receiptText: 'play three' });
      await giveReceipt(owner, friend, { category: 'Health', receiptText: 'health two' });
    });

    it('the hub category filter returns full pages, then the end', async () => {
      const { items, sizes } = await pages(owner, '/receipts', { box: 'all', category: 'Play', limit: '2' });
      expect(items.map((r) => r.receiptText)).toEqual(['play three', 'play two, a needle', 'play one']);
      expect(sizes[0]).toBe(2);
      expect(sizes.slice(0, -1).every((n) => n === 2)).toBe(true);
      const first = await callApi<ListPage<Receipt>>('GET', '/receipts', {
        token: owner.idToken,
        query: { box: 'received', category: 'Play' },
      });
      expect(first.body).toEqual({ items: expect.any(Array), cursor: null });
      expect(first.body.items).toHaveLength(3);
    });

    it('merges received and sent matches for "all", and sent alone for "sent"', async () => {
      const all = await pages(owner, '/receipts', { box: 'all', category: 'Health', limit: '20' });
      expect(all.items.map((r) => [r.receiptText, r.type])).toEqual([
        ['health two', 'sent'],
        ['health one', 'sent'],
      ]);
      const sent = await pages(friend, '/receipts', { box: 'sent', category: 'Play', limit: '20' });
      expect(sent.items).toHaveLength(3);
    });

    it('counts beside the hub tabs equal what the filtered list shows', async () => {
      const me = await callApi<Me>('GET', '/me', { token: owner.idToken });
      const { counters } = me.body;
      for (const category of ['Play', 'Health'] as const) {
        const { items } = await pages(owner, '/receipts', { box: 'all', category, limit: '50' });
        expect((counters.receivedByCategory[category] ?? 0) + (counters.sentByCategory[category] ?? 0)).toBe(
          items.length,
        );
      }
    });

    it('search finds a single match among 150 receipts on the first page', async () => {
      const res = await callApi<ListPage<Receipt>>('GET', '/receipts', {
        token: owner.idToken,
        query: { box: 'all', q: 'needle', limit: '20' },
      });
      expect(res.body.items.map((r) => r.receiptText)).toEqual(['play two, a needle']);
      expect(res.body.cursor).toBeNull();
    });

    it('the public profile shows every public receipt, page by page, and its counts match', async () => {
      const profile = await callApi<PublicProfile>('GET', `/users/${owner.userId}/public-profile`, {
        token: friend.idToken,
      });
      expect(profile.status).toBe(200);
      expect(profile.body.categoryCounts.Play).toBe(3);
      expect(profile.body.receipts.filter((r) => r.category === 'Play')).toHaveLength(3);

      const play = await pages(friend, `/users/${owner.userId}/public-receipts`, { category: 'Play' });
      expect(play.items).toHaveLength(profile.body.categoryCounts.Play!);
      const work = await pages(friend, `/users/${owner.userId}/public-receipts`, {
        category: 'Work',
        limit: '50',
      });
      expect(work.items).toHaveLength(150);
      expect(new Set(work.items.map((r) => r.id)).size).toBe(150);
      expect(work.sizes.slice(0, 3)).toEqual([50, 50, 50]);
    });

    it('a private category or unshared receipts list nothing', async () => {
      await callApi('PUT', '/me/profile', {
        token: owner.idToken,
        body: { publicCategories: { Play: false } },
      });
      const res = await callApi<ListPage<Receipt>>('GET', `/users/${owner.userId}/public-receipts`, {
        token: friend.idToken,
        query: { category: 'Play' },
      });
      expect(res.body).toEqual({ items: [], cursor: null });
    });
  },
);
