import { limits } from '@contract/limits';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import type { PublicProfile } from '@contract/schemas/users';
import { type ApiResponse, callApi } from '../../support/api';
import { deliverHeldTo } from '../../support/held-receipts';
import { createMember, type TestMember } from '../../support/profiles';
import { allReceipts, giveReceipt } from '../../support/receipts';

const addContact = (owner: TestMember, member: TestMember) =>
  callApi('POST', '/me/contacts', {
    token: owner.idToken,
    body: { username: member.username, name: 'Friend' },
  });

/** What a giver reads of an answer: its status and error code, or the fields of the receipt it made. */
const shapeOf = (res: ApiResponse<Receipt>) =>
  res.status === 201
    ? { status: res.status, fields: Object.keys(res.body).sort() }
    : { status: res.status, code: (res.body as { error?: { code?: string } }).error?.code };

const profileAs = async (viewer: TestMember, owner: TestMember) =>
  (await callApi<PublicProfile>('GET', `/users/${owner.userId}/public-profile`, { token: viewer.idToken }))
    .body;

/**
 * A giver wants to know whether Rita keeps them in her address book. She takes anonymous receipts "from my
 * address book"; the giver reads her public profile and sends her an anonymous receipt, and compares what
 * they are told with what someone Rita does keep is told. They must be told the same.
 */
describe('"anonymous from my address book" asked by a giver', () => {
  it('answers a giver outside the book exactly as one in it, and withholds the outsider’s receipt unseen', async () => {
    const [rita, inside, outside] = await Promise.all([createMember(), createMember(), createMember()]);
    const me = (await callApi<Me>('GET', '/me', { token: rita.idToken })).body;
    await callApi('PUT', '/me/sharing-settings', {
      token: rita.idToken,
      body: { ...me.sharingSettings, anonymousReceipts: 'addressBook' },
    });
    expect((await addContact(rita, inside)).status).toBe(201);
    for (let i = 1; i < limits.anonymitySetMin; i++)
      expect((await addContact(rita, await createMember())).status).toBe(201);

    expect((await profileAs(outside, rita)).takesAnonymousFromYou).toBe(
      (await profileAs(inside, rita)).takesAnonymousFromYou,
    );
    const fromInside = await giveReceipt(inside, rita, { anonymous: true, held: true });
    const fromOutside = await giveReceipt(outside, rita, { anonymous: true, held: true });
    expect(shapeOf(fromOutside)).toEqual(shapeOf(fromInside));
    expect(fromOutside.status).toBe(201);

    // Delivered to Rita only from inside her book; each giver's own list shows theirs alike.
    await deliverHeldTo(rita);
    const received = (await allReceipts(rita, 'received')).map((r) => r.id);
    expect(received).toEqual([fromInside.body.id]);
    const [sentInside] = await allReceipts(inside, 'sent');
    const [sentOutside] = await allReceipts(outside, 'sent');
    expect(Object.keys(sentOutside!).sort()).toEqual(Object.keys(sentInside!).sort());
  });
});
