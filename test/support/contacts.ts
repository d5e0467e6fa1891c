import type { Contact } from '@contract/schemas/contacts';
import { callApi } from './api';
import { createMember, createVerifiedMember, type TestMember } from './profiles';
import { uniqueSuffix } from './users';

/** Adds `count` contacts named "Contact 001"… in order, a few at a time; returns their usernames. */
export async function addContacts(token: string, count: number, stem: string): Promise<string[]> {
  const usernames = Array.from({ length: count }, (_, i) => `${stem}${String(i + 1).padStart(3, '0')}`);
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      usernames.slice(i, i + 10).map(async (username) => {
        const res = await callApi<Contact>('POST', '/me/contacts', {
          token,
          body: { username, name: `Contact ${username.slice(-3)}` },
        });
        if (res.status !== 201)
          throw new Error(`contact not added: ${res.status} ${JSON.stringify(res.body)}`);
      }),
    );
  }
  return usernames;
}

/** Adds a member to the owner's address book by username, named by their first name. */
export const addContact = (owner: TestMember, member: TestMember) =>
  callApi<Contact>('POST', '/me/contacts', {
    token: owner.idToken,
    body: { username: member.username, name: member.firstName },
  });

/** An asker with `count` members in their address book (`verified`: addresses Receipts may write to). */
export async function askerWithContacts(count: number, verified = false) {
  const tag = uniqueSuffix();
  const make = verified ? createVerifiedMember : createMember;
  const [asker, ...contacts] = await Promise.all([
    make(`Asker${tag}`, `Member${tag}`),
    ...Array.from({ length: count }, () => make('Chosen', 'Contact')),
  ]);
  for (const contact of contacts) await addContact(asker!, contact);
  return { asker: asker!, contacts };
}
