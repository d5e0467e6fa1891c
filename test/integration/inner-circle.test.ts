import * as messages from '@contract/messages';
import type { Contact, InnerCircleMember } from '@contract/schemas/contacts';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { uniqueUsername } from '../support/users';

async function addContacts(owner: TestMember, count: number): Promise<Contact[]> {
  const contacts: Contact[] = [];
  for (let i = 0; i < count; i++) {
    const res = await callApi<Contact>('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username: uniqueUsername(), name: `Friend ${i}` },
    });
    expect(res.status).toBe(201);
    contacts.push(res.body);
  }
  return contacts;
}

describe('inner circle', () => {
  it('ends 10 concurrent adds with exactly 5 members and 5 limit errors', async () => {
    const owner = await createMember();
    const contacts = await addContacts(owner, 10);
    const results = await Promise.all(
      contacts.map((c) =>
        callApi('POST', '/me/inner-circle', { token: owner.idToken, body: { contactId: c.id } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(errorMessage(r)).toBe(messages.circleLimit);

    const circle = await callApi<{ items: InnerCircleMember[] }>('GET', '/me/inner-circle', {
      token: owner.idToken,
    });
    expect(circle.body.items).toHaveLength(5);
    const me = await callApi<{ counters: { innerCircle: number } }>('GET', '/me', { token: owner.idToken });
    expect(me.body.counters.innerCircle).toBe(5);
  });

  it('refuses a duplicate member, and frees a place on removal', async () => {
    const owner = await createMember();
    const [first, second] = await addContacts(owner, 2);
    const add = (contactId: string) =>
      callApi('POST', '/me/inner-circle', { token: owner.idToken, body: { contactId } });
    expect((await add(first!.id)).status).toBe(201);
    const duplicate = await add(first!.id);
    expect(duplicate.status).toBe(409);
    expect(errorMessage(duplicate)).toBe(messages.contactInCircle);

    expect((await callApi('DELETE', `/me/inner-circle/${first!.id}`, { token: owner.idToken })).status).toBe(
      200,
    );
    const again = await callApi('DELETE', `/me/inner-circle/${first!.id}`, { token: owner.idToken });
    expect(again.status).toBe(404);
    expect(errorMessage(again)).toBe(messages.circleNotFound);
    expect((await add(second!.id)).status).toBe(201);
    const me = await callApi<{ counters: { innerCircle: number } }>('GET', '/me', { token: owner.idToken });
    expect(me.body.counters.innerCircle).toBe(1);
  });

  it("cannot add someone else's contact", async () => {
    const owner = await createMember();
    const other = await createMember();
    const [contact] = await addContacts(owner, 1);
    const res = await callApi('POST', '/me/inner-circle', {
      token: other.idToken,
      body: { contactId: contact!.id },
    });
    expect(res.status).toBe(404);
    const circle = await callApi<{ items: unknown[] }>('GET', '/me/inner-circle', { token: owner.idToken });
    expect(circle.body.items).toHaveLength(0);
  });
});
