import type { Contact } from '@contract/schemas/contacts';
import { callApi } from './api';

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
