import type { UserListEntry } from '@contract/schemas/users';
import { type ApiResponse, callApi } from '../support/api';
import { getListPage, type ListPage } from '../support/list-pages';
import { createMember } from '../support/profiles';

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
