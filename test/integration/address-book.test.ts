import * as messages from '@contract/messages';
import type { Contact } from '@contract/schemas/contacts';
import { callApi, errorMessage } from '../support/api';
import { addContacts } from '../support/contacts';
import { everyPage } from '../support/list-pages';
import { createMember } from '../support/profiles';
import { uniqueUsername } from '../support/users';

describe('address book', () => {
  it('pages through every contact, not only the first 50', async () => {
    const [owner, neighbour] = await Promise.all([createMember(), createMember()]);
    const stem = uniqueUsername().slice(0, 12);
    const added = await addContacts(owner.idToken, 62, stem);
    await addContacts(neighbour.idToken, 3, `${stem}n`);
    const pages = await everyPage<Contact>(owner, '/me/contacts', { limit: '50' });
    expect(pages.map((page) => page.length).slice(0, 2)).toEqual([50, 12]);
    expect(
      pages
        .flat()
        .map((c) => c.username)
        .sort(),
    ).toEqual([...added].sort());
  });

  it('links a contact to the user with that username and strips a leading @', async () => {
    const owner = await createMember();
    const friend = await createMember('Frida', 'Kahlo');
    const res = await callApi<Contact>('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username: `@${friend.username.toUpperCase()}`, name: 'Frida', tags: ['Remained Grounded'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: friend.username,
      userId: friend.userId,
      email: '',
      tags: ['Remained Grounded'],
      verified: false,
      shared: 0,
    });
  });

  it('keeps one contact when the same username is added concurrently', async () => {
    const owner = await createMember();
    const username = uniqueUsername();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callApi('POST', '/me/contacts', { token: owner.idToken, body: { username, name: `Same ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(errorMessage(r)).toBe(messages.contactExists);
    }
    const list = await callApi<{ items: Contact[] }>('GET', '/me/contacts', { token: owner.idToken });
    expect(list.body.items).toHaveLength(1);
  });

  it('rejects a second contact with the same e-mail', async () => {
    const owner = await createMember();
    const email = `same_${uniqueUsername()}@example.com`;
    const add = (username: string) =>
      callApi('POST', '/me/contacts', { token: owner.idToken, body: { username, name: 'X', email } });
    expect((await add(uniqueUsername())).status).toBe(201);
    const second = await add(uniqueUsername());
    expect(second.status).toBe(409);
    expect(errorMessage(second)).toBe(messages.contactExists);
  });

  it('requires a username and a full name', async () => {
    const owner = await createMember();
    const noName = await callApi('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username: 'abc', name: ' ' },
    });
    expect(noName.status).toBe(400);
    expect(errorMessage(noName)).toBe(messages.contactNameRequired);
    const noUser = await callApi('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username: '@', name: 'A' },
    });
    expect(noUser.status).toBe(400);
    expect(errorMessage(noUser)).toBe(messages.usernameRequired);
  });

  it("deletes only the caller's own contacts, and the username can be added again", async () => {
    const owner = await createMember();
    const other = await createMember();
    const username = uniqueUsername();
    const created = await callApi<Contact>('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username, name: 'Temp' },
    });
    const foreign = await callApi('DELETE', `/me/contacts/${created.body.id}`, { token: other.idToken });
    expect(foreign.status).toBe(404);
    expect(
      (await callApi('DELETE', `/me/contacts/${created.body.id}`, { token: owner.idToken })).status,
    ).toBe(200);
    const readd = await callApi('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username, name: 'Temp' },
    });
    expect(readd.status).toBe(201);
    const othersList = await callApi<{ items: Contact[] }>('GET', '/me/contacts', { token: other.idToken });
    expect(othersList.body.items).toHaveLength(0);
  });
});
