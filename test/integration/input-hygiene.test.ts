import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';

describe('text is stored normalised; control and bidi characters are refused and change nothing', () => {
  let member: TestMember;
  let friend: TestMember;

  beforeAll(async () => {
    [member, friend] = await Promise.all([createMember(), createMember()]);
  });

  it('stores names and bio in NFC, trimmed, with limits counting the stored text', async () => {
    const res = await callApi('PUT', '/me/profile', {
      token: member.idToken,
      body: { firstName: '  Rene\u0301e ', shortBio: 'e\u0301'.repeat(40) },
    });
    expect(res.status).toBe(200);
    const me = await callApi<Me>('GET', '/me', { token: member.idToken });
    expect(me.body.profile.firstName).toBe('Ren\u00e9e');
    expect(me.body.profile.shortBio).toBe('\u00e9'.repeat(40));
  });

  it('stores receipt text normalised with its line breaks', async () => {
    const res = await giveReceipt(member, friend, { receiptText: '  Merci\r\nbeaucoup, Zoe\u0308  ' });
    expect(res.status).toBe(201);
    expect(res.body.receiptText).toBe('Merci\nbeaucoup, Zo\u00eb');
    const list = await callApi<{ items: Receipt[] }>('GET', '/receipts', {
      token: friend.idToken,
      query: { box: 'received' },
    });
    expect(list.body.items[0]?.receiptText).toBe('Merci\nbeaucoup, Zo\u00eb');
  });

  it.each([
    ['PUT', '/me/profile', { firstName: 'Eve\u202egnp.exe' }],
    ['PUT', '/me/profile', { shortBio: 'hi\u0007' }],
    ['PUT', '/me/social-links', { instagram: 'https://instagram.com/a\u2066b' }],
    ['POST', '/me/contacts', { username: 'some\u200bone', name: 'Someone' }],
    ['POST', '/me/contacts', { username: 'someone', name: 'Some\u0085one' }],
  ] as const)('%s %s refuses %j', async (method, path, body) => {
    const watched = [userPartition(member.userId)];
    const before = await partitionSnapshot(watched);
    const res = await callApi(method, path, { token: member.idToken, body });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(messages.disallowedCharacters);
    expect(await partitionSnapshot(watched)).toEqual(before);
  });

  it('refuses a receipt with a bidi override and a search with a zero-width space', async () => {
    const receipt = await giveReceipt(member, friend, { receiptText: 'great \u202ejob' });
    expect(receipt.status).toBe(400);
    expect(errorMessage(receipt)).toBe(messages.disallowedCharacters);
    const search = await callApi('GET', '/users/search', {
      token: member.idToken,
      query: { q: 'te\u200bst' },
    });
    expect(search.status).toBe(400);
    expect(errorMessage(search)).toBe(messages.disallowedCharacters);
  });
});

describe('request bodies must be application/json', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'answers 415 to a body sent as %j and changes nothing',
    async (contentType) => {
      const before = await partitionSnapshot([userPartition(member.userId)]);
      const res = await callApi('PUT', '/me/profile', {
        token: member.idToken,
        body: { firstName: 'Changed' },
        contentType,
      });
      expect(res.status).toBe(415);
      expect(errorMessage(res)).toBe(messages.jsonBodyRequired);
      expect(await partitionSnapshot([userPartition(member.userId)])).toEqual(before);
    },
  );

  it('accepts application/json with a charset', async () => {
    const res = await callApi('PUT', '/me/profile', {
      token: member.idToken,
      body: { firstName: 'Charset' },
      contentType: 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
  });
});

describe('the local gateway has no unauthenticated side door to the Cognito trigger', () => {
  const invoke = (headers: Record<string, string>, body: string) =>
    fetch(new URL('/2015-03-31/functions/preSignUp/invocations', testStack().apiUrl), {
      method: 'POST',
      headers,
      body,
    });
  const event = JSON.stringify({ triggerSource: 'PreSignUp_SignUp', request: {}, response: {} });

  it.each([
    ['no signature', {}],
    [
      'a signature with another key',
      {
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20250101/local/lambda/aws4_request, SignedHeaders=host, Signature=00',
      },
    ],
    ['a bearer token', { authorization: 'Bearer x' }],
  ])('refuses a trigger call with %s (403)', async (_, headers) => {
    const res = await invoke(headers as Record<string, string>, event);
    expect(res.status).toBe(403);
  });

  it('still runs the trigger for cognito-local: sign-up works', async () => {
    const member = await createMember();
    expect(member.userId).toEqual(expect.any(String));
  });
});
