import type { Contact, InnerCircleMember } from '@contract/schemas/contacts';
import { callApi } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { uniqueUsername } from '../support/users';

async function addContact(owner: TestMember, name: string): Promise<Contact> {
  const res = await callApi<Contact>('POST', '/me/contacts', {
    token: owner.idToken,
    body: { username: uniqueUsername(), name },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const circleOf = async (owner: TestMember) => {
  const [list, me] = await Promise.all([
    callApi<{ items: InnerCircleMember[] }>('GET', '/me/inner-circle', { token: owner.idToken }),
    callApi<{ counters: { innerCircle: number } }>('GET', '/me', { token: owner.idToken }),
  ]);
  return { ids: list.body.items.map((m) => m.id).sort(), count: me.body.counters.innerCircle };
};

describe('deleting a contact who is in the inner circle', () => {
  it('removes them from the circle and gives their place back, in one step', async () => {
    const owner = await createMember();
    const contacts: Contact[] = [];
    for (let i = 0; i < 6; i++) contacts.push(await addContact(owner, `Friend ${i}`));
    for (const c of contacts.slice(0, 5)) {
      const added = await callApi('POST', '/me/inner-circle', {
        token: owner.idToken,
        body: { contactId: c.id },
      });
      expect(added.status).toBe(201);
    }
    expect((await circleOf(owner)).count).toBe(5);

    const gone = contacts[2]!;
    expect((await callApi('DELETE', `/me/contacts/${gone.id}`, { token: owner.idToken })).status).toBe(200);
    const after = await circleOf(owner);
    expect(after.count).toBe(4);
    expect(after.ids).toEqual(
      contacts
        .slice(0, 5)
        .filter((c) => c.id !== gone.id)
        .map((c) => c.id)
        .sort(),
    );

    // The freed place can be taken again: a fifth member fits, a sixth does not.
    const fifth = await callApi('POST', '/me/inner-circle', {
      token: owner.idToken,
      body: { contactId: contacts[5]!.id },
    });
    expect(fifth.status).toBe(201);
    const extra = await addContact(owner, 'Friend 7');
    const sixth = await callApi('POST', '/me/inner-circle', {
      token: owner.idToken,
      body: { contactId: extra.id },
    });
    expect(sixth.status).toBe(409);
    expect((await circleOf(owner)).count).toBe(5);
  });

  it('leaves the circle alone when the contact is not in it', async () => {
    const owner = await createMember();
    const [inCircle, outside] = [await addContact(owner, 'In'), await addContact(owner, 'Out')];
    await callApi('POST', '/me/inner-circle', { token: owner.idToken, body: { contactId: inCircle.id } });
    expect((await callApi('DELETE', `/me/contacts/${outside.id}`, { token: owner.idToken })).status).toBe(
      200,
    );
    expect(await circleOf(owner)).toEqual({ ids: [inCircle.id], count: 1 });
  });
});
