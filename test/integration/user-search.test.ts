import type { UserSearchResult } from '@contract/schemas/users';
import { callApi } from '../support/api';
import { createMember } from '../support/profiles';
import { uniqueSuffix } from '../support/users';

describe('user search', () => {
  it('ranks the exact match first, then shorter prefix matches, excludes the caller, top 5', async () => {
    const stem = `s${uniqueSuffix().slice(0, 6)}`;
    const names = [
      stem,
      `${stem}_abcdef`,
      `${stem}a`,
      `${stem}_long_name`,
      `${stem}bb`,
      `${stem}ccc`,
      `${stem}dddd`,
    ];
    const members = [];
    for (const name of names) members.push(await createMember('Search', 'Target', name));
    const caller = members[2]!;

    const res = await callApi<{ items: UserSearchResult[] }>('GET', '/users/search', {
      token: caller.idToken,
      query: { q: `@${stem.toUpperCase()}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((u) => u.username)).toEqual([
      stem,
      `${stem}bb`,
      `${stem}ccc`,
      `${stem}dddd`,
      `${stem}_abcdef`,
    ]);
    for (const item of res.body.items) {
      expect(Object.keys(item).sort()).toEqual([
        'emailVerified',
        'fullName',
        'id',
        'photoURL',
        'photoVariants',
        'socialLinks',
        'username',
      ]);
    }
  });

  it('finds people by the start of their first or last name after username matches', async () => {
    const stem = `n${uniqueSuffix().slice(0, 6)}`;
    const byUsername = await createMember('Other', 'Person', `${stem}x`);
    const byFirst = await createMember(`${stem[0]!.toUpperCase()}${stem.slice(1)}ia`, 'Okafor');
    const byLast = await createMember('Kim', `${stem}son`);
    const caller = await createMember();
    const res = await callApi<{ items: UserSearchResult[] }>('GET', '/users/search', {
      token: caller.idToken,
      query: { q: stem },
    });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((u) => u.id);
    expect(ids[0]).toBe(byUsername.userId);
    expect(ids.slice(1).sort()).toEqual([byFirst.userId, byLast.userId].sort());
  });

  it('requires a search term', async () => {
    const caller = await createMember();
    const res = await callApi('GET', '/users/search', { token: caller.idToken, query: { q: ' ' } });
    expect(res.status).toBe(400);
  });
});
