import { socialProviderLabels } from '@contract/enums';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import { membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

const me = async (member: TestMember) => (await callApi<Me>('GET', '/me', { token: member.idToken })).body;

/**
 * Near-valid input from the review of the running app: text that shows nothing, half characters, links
 * that wear one site's icon and lead to another, and ids of the right shape that belong to others.
 * Each is a clear 4xx and changes nothing.
 */
describe('near-valid input', () => {
  const members = membersBeforeAll('ann', 'bob', 'cat');

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a byte-order mark', '\uFEFF'],
    ['a Hangul filler', '\u3164'],
    ['braille blanks and no-break spaces', '\u2800\u00A0\u3000'],
    ['tag characters', '\u{E0041}\u{E0042}'],
  ])('a receipt whose text is only %s is empty: nothing is sent', async (_, receiptText) => {
    const { ann, bob } = members;
    const res = await giveReceipt(ann, bob, { receiptText });
    expect({ status: res.status, message: errorMessage(res) }).toEqual({
      status: 400,
      message: messages.receiptEmpty,
    });
    expect(await allReceipts(bob, 'received')).toHaveLength(0);
  });

  it('an edit to text that shows nothing is refused, and the receipt keeps its words', async () => {
    const { bob, cat } = members;
    const sent = await giveReceipt(cat, bob, { receiptText: 'You stayed calm' });
    const edit = await callApi('PATCH', `/receipts/${sent.body.id}`, {
      token: bob.idToken,
      body: { receiptText: '\u200B \u2060' },
    });
    expect({ status: edit.status, message: errorMessage(edit) }).toEqual({
      status: 400,
      message: messages.receiptTextEmpty,
    });
    const [kept] = await allReceipts(bob, 'received');
    expect(kept).toMatchObject({ receiptText: 'You stayed calm' });
    expect(kept?.editedAt).toBeUndefined();
  });

  it('refuses half a character (a lone surrogate) in receipt text and names', async () => {
    const { ann, cat } = members;
    const before = await me(ann);
    for (const [status, res] of [
      [400, await giveReceipt(ann, cat, { receiptText: 'Thank you \uD83D' })],
      [400, await callApi('PUT', '/me/profile', { token: ann.idToken, body: { fullName: 'Ann \uDC00' } })],
    ] as const) {
      expect({ status: res.status, message: errorMessage(res) }).toEqual({
        status,
        message: messages.disallowedCharacters,
      });
    }
    expect(await me(ann)).toEqual(before);
  });

  it.each([
    ['another site', 'https://evil.example/ann'],
    ['a look-alike host', 'https://instagram.com.evil.example/ann'],
    ['credentials before the host', 'https://instagram.com@evil.example/ann'],
    ['the site only in the query', 'https://evil.example/?u=instagram.com'],
  ])('an Instagram link to %s is refused, and the profile keeps its links', async (_, instagram) => {
    const { ann } = members;
    const before = (await me(ann)).profile.socialLinks;
    const res = await callApi('PUT', '/me/social-links', { token: ann.idToken, body: { instagram } });
    expect({ status: res.status, message: errorMessage(res) }).toEqual({
      status: 400,
      message: format(messages.socialLinkElsewhere, { provider: socialProviderLabels.instagram }),
    });
    expect((await me(ann)).profile.socialLinks).toEqual(before);
  });

  it('keeps links to the provider and its subdomains', async () => {
    const { ann } = members;
    const links = {
      instagram: 'https://www.instagram.com/ann',
      facebook: 'https://fb.com/ann',
      linkedin: 'https://uk.linkedin.com/in/ann',
      apple: 'https://music.apple.com/profile/ann',
    };
    const res = await callApi('PUT', '/me/social-links', { token: ann.idToken, body: links });
    expect(res.status).toBe(200);
    expect((await me(ann)).profile.socialLinks).toEqual(links);
  });

  it('answers a receipt id of someone else as not found, for every receipt route', async () => {
    const { ann, bob, cat } = members;
    const sent = await giveReceipt(ann, bob, { receiptText: 'For Bob only' });
    const id = sent.body.id;
    const tries = [
      ['GET', `/receipts/${id}/voice`, cat, undefined],
      ['PATCH', `/receipts/${id}`, cat, { receiptText: 'Hijacked' }],
      ['PATCH', `/receipts/${id}`, ann, { receiptText: 'Sender rewrites' }],
      ['POST', `/receipts/${id}/opened`, cat, undefined],
      ['POST', `/receipts/${id}/opened`, ann, undefined],
    ] as const;
    for (const [method, path, who, body] of tries) {
      const res = await callApi(method, path, { token: who.idToken, ...(body ? { body } : {}) });
      expect({ path, status: res.status, message: errorMessage(res) }).toEqual({
        path,
        status: 404,
        message: messages.receiptNotFound,
      });
    }
    const [kept] = await allReceipts(bob, 'received');
    expect(kept).toMatchObject({ id, receiptText: 'For Bob only' });
    expect(kept?.openedAt).toBeUndefined();
  });

  it.each(['51', '0', '-1', '10.5'])('refuses page size %s with 400', async (limit) => {
    const { ann } = members;
    const res = await callApi('GET', '/receipts', { token: ann.idToken, query: { limit } });
    expect(res.status).toBe(400);
  });
});
