import * as messages from '@contract/messages';
import { type ApiResponse, callApi, errorMessage } from '../support/api';
import { bentCursors } from '../support/cursors';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

type Page = { items: unknown[]; cursor: string | null };

describe(`cursors are checked before use: anything not issued for that list is 400 "${messages.invalidCursor}"`, () => {
  let owner: TestMember;
  let other: TestMember;
  /** List name → [path, query without cursor, token] and a real cursor of that list. */
  const lists: Record<
    string,
    { path: string; query: Record<string, string>; token: () => string; cursor: string }
  > = {};

  const firstCursor = async (path: string, query: Record<string, string>, token: string) => {
    const res: ApiResponse<Page> = await callApi('GET', path, { token, query: { ...query, limit: '1' } });
    expect(res.status).toBe(200);
    expect(res.body.cursor).toEqual(expect.any(String));
    return res.body.cursor!;
  };

  beforeAll(async () => {
    [owner, other] = await Promise.all([createMember(), createMember()]);
    await callApi('PUT', '/me/sharing-settings', {
      token: owner.idToken,
      body: { goals: true, receipts: true, bio: true },
    });
    for (let i = 0; i < 3; i++) {
      await giveReceipt(other, owner, { category: 'Work', receiptText: `to owner ${i}` });
      await giveReceipt(owner, other, { category: 'Work', receiptText: `from owner ${i}` });
    }
    for (let i = 0; i < 3; i++) {
      await callApi('POST', '/me/contacts', {
        token: owner.idToken,
        body: { username: `cursor_contact_${i}`, name: `Contact ${i}` },
      });
    }
    const defs: Record<string, { path: string; query: Record<string, string>; token: () => string }> = {
      'all receipts': { path: '/receipts', query: { box: 'all' }, token: () => owner.idToken },
      'received receipts': { path: '/receipts', query: { box: 'received' }, token: () => owner.idToken },
      'sent receipts': { path: '/receipts', query: { box: 'sent' }, token: () => owner.idToken },
      'receipts in Work': {
        path: '/receipts',
        query: { box: 'all', category: 'Work' },
        token: () => owner.idToken,
      },
      'received in Work': {
        path: '/receipts',
        query: { box: 'received', category: 'Work' },
        token: () => owner.idToken,
      },
      'receipts found by text': {
        path: '/receipts',
        query: { box: 'all', q: 'owner' },
        token: () => owner.idToken,
      },
      contacts: { path: '/me/contacts', query: {}, token: () => owner.idToken },
      directory: { path: '/users', query: {}, token: () => owner.idToken },
      'public receipts': {
        path: `/users/${owner.userId}/public-receipts`,
        query: { category: 'Work' },
        token: () => other.idToken,
      },
    };
    for (const [name, def] of Object.entries(defs)) {
      lists[name] = { ...def, cursor: await firstCursor(def.path, def.query, def.token()) };
    }
  });

  it('follows a real cursor to the next page', async () => {
    for (const list of Object.values(lists)) {
      const res = await callApi('GET', list.path, {
        token: list.token(),
        query: { ...list.query, limit: '1', cursor: list.cursor },
      });
      expect(res.status).toBe(200);
    }
  });

  it('refuses bent cursors, another list’s cursor and another user’s cursor, and changes nothing', async () => {
    const watched = [userPartition(owner.userId), userPartition(other.userId)];
    const before = await partitionSnapshot(watched);
    const names = Object.keys(lists);
    for (const [name, list] of Object.entries(lists)) {
      const attempts: Record<string, string> = { ...bentCursors(list.cursor) };
      // The directory is one list for everyone: its keys hold positions, not an owner.
      if (name === 'directory') delete attempts['the partition changed'];
      for (const otherName of names.filter((n) => n !== name)) {
        attempts[`the cursor of ${otherName}`] = lists[otherName]!.cursor;
      }
      for (const [what, cursor] of Object.entries(attempts)) {
        const res = await callApi('GET', list.path, {
          token: list.token(),
          query: { ...list.query, cursor },
        });
        expect({ list: name, what, status: res.status, message: errorMessage(res) }).toEqual({
          list: name,
          what,
          status: 400,
          message: messages.invalidCursor,
        });
      }
    }
    expect(await partitionSnapshot(watched)).toEqual(before);
  });

  it('refuses the owner’s receipts cursor when another user sends it', async () => {
    const own = lists['received receipts']!;
    const res = await callApi('GET', own.path, {
      token: other.idToken,
      query: { ...own.query, cursor: own.cursor },
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(messages.invalidCursor);
  });
});
