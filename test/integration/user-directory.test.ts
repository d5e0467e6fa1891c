import { accountLimits } from '@contract/limits';
import type { UserListEntry } from '@contract/schemas/users';
import { type ApiResponse, callApi } from '../support/api';
import { itInOneWindow } from '../support/limit-window';
import { getListPage, type ListPage } from '../support/list-pages';
import { createMember, type TestMember } from '../support/profiles';
import { blockSender } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';

describe('the user directory', () => {
  it('leaves the caller out and still gives full pages', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember()));
    const caller = members[0]!;
    // The caller becomes the most recently updated user: the top of the directory.
    await callApi('PUT', '/me/profile', { token: caller.idToken, body: { shortBio: 'Top of the list' } });
    let cursor: string | null = null;
    for (let i = 0; i < 3; i++) {
      // Three pages of two: at least seven other users exist.
      const res: ApiResponse<ListPage<UserListEntry>> = await getListPage(
        caller,
        '/users',
        { limit: '2' },
        cursor,
      );
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(2);
      expect(res.body.items.map((u) => u.id)).not.toContain(caller.userId);
      cursor = res.body.cursor;
      expect(cursor).toEqual(expect.any(String));
    }
  });
});

describe("the user directory's guards", () => {
  /** Every member the caller can page to, newest first (pages of 50 until the caller is past `until`). */
  const listed = async (caller: TestMember, until: TestMember) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<ListPage<UserListEntry>> = await getListPage(
        caller,
        '/users',
        { limit: '50' },
        cursor,
      );
      expect(res.status).toBe(200);
      ids.push(...res.body.items.map((u) => u.id));
      cursor = res.body.cursor;
    } while (cursor && !ids.includes(until.userId) && ids.length < 400);
    return ids;
  };

  it('leaves out members who blocked the caller, as search does', async () => {
    const [blocker, blocked, other] = await Promise.all([createMember(), createMember(), createMember()]);
    const sent = await giveReceipt(blocked, blocker);
    await blockSender(blocker, sent.body.id);
    // Updated last: at the top of the directory, on the first page.
    await callApi('PUT', '/me/profile', { token: blocker.idToken, body: { shortBio: 'Blocked someone' } });
    await callApi('PUT', '/me/profile', { token: other.idToken, body: { shortBio: 'Blocked nobody' } });
    const seen = await listed(blocked, other);
    expect(seen).toContain(other.userId);
    expect(seen).not.toContain(blocker.userId);
  });

  itInOneWindow('directoryPagesPerMinute')(
    'refuses pages past the per-account limit with its message',
    async () => {
      const member = await createMember();
      const max = accountLimits.directoryPagesPerMinute.max;
      const answers = await Promise.all(
        Array.from({ length: max + 5 }, () =>
          callApi('GET', '/users', { token: member.idToken, query: { limit: '1' } }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(5);
      expect(JSON.stringify(refused[0]!.body)).toContain(`pages of members allowed in a minute (${max})`);
    },
  );
});
