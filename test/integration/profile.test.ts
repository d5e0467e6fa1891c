import * as messages from '@contract/messages';
import { Me, PersonalInfo } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import { partitionSnapshot, usernamePartition, userPartition } from '../support/table';
import { signUpUser, type TestUser, uniqueUsername } from '../support/users';

describe('PUT /me/profile', () => {
  let user: TestUser;
  let username: string;

  beforeAll(async () => {
    user = await signUpUser('Ada', 'Lovelace');
    username = uniqueUsername();
  });

  it('asks for a username on the first save', async () => {
    const res = await callApi('PUT', '/me/profile', { token: user.idToken, body: { firstName: 'Ada' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(messages.usernameRequired);
  });

  it('creates the profile with e-mail from the token and fullName from first and last name', async () => {
    const res = await callApi('PUT', '/me/profile', {
      token: user.idToken,
      body: { username: username.toUpperCase(), firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.status).toBe(200);
    const profile = PersonalInfo.parse(res.body);
    expect(profile).toMatchObject({
      userId: user.userId,
      username,
      email: user.email,
      fullName: 'Ada Lovelace',
      verificationStatus: { email: false, phone: false },
    });
    const me = Me.parse((await callApi('GET', '/me', { token: user.idToken })).body);
    expect(me.profile).toEqual(profile);
    expect(me.counters).toMatchObject({ received: 0, sent: 0, innerCircle: 0 });
  });

  it('updates editable fields and keeps the username', async () => {
    const res = await callApi('PUT', '/me/profile', {
      token: user.idToken,
      body: {
        username: 'someone_else',
        shortBio: ' Curious. ',
        phone: '+1 555 0100',
        publicCategories: { Work: false },
      },
    });
    expect(res.status).toBe(200);
    expect(PersonalInfo.parse(res.body)).toMatchObject({
      username,
      shortBio: 'Curious.',
      phone: '+1 555 0100',
      publicCategories: { Work: false, Health: true, Play: true, Relationships: true },
    });
    const claim = await callApi('GET', '/usernames/someone_else/availability');
    expect(claim.body).toMatchObject({ isAvailable: true });
  });

  const badBodies: [string, string | undefined, unknown][] = [
    ['bio over 50 characters', messages.shortBioTooLong, { shortBio: 'x'.repeat(51) }],
    ['empty first name', messages.firstNameRequired, { firstName: '' }],
    ['empty last name', messages.lastNameRequired, { lastName: '   ' }],
    ['username with spaces', messages.usernameFormat, { username: 'a b c' }],
    ['too short username', messages.usernameFormat, { username: 'ab' }],
    ['e-mail in the body', undefined, { email: 'evil@example.com' }],
    ['verification in the body', undefined, { verificationStatus: { email: true } }],
    ['prototype pollution', undefined, JSON.parse('{"__proto__":{"polluted":true}}')],
    ['constructor key', undefined, { constructor: { prototype: { polluted: true } } }],
    ['number as name', undefined, { firstName: 42 }],
    ['array body', undefined, [1, 2, 3]],
    ['null body', undefined, null],
    ['string body', undefined, 'hello'],
    ['unknown category', undefined, { publicCategories: { Gaming: true } }],
    ['non-boolean category', undefined, { publicCategories: { Work: 'yes' } }],
    ['huge bio', messages.shortBioTooLong, { shortBio: '🙂'.repeat(100_000) }],
    ['letters in phone', undefined, { phone: 'call me' }],
  ];

  it.each(badBodies)('answers 400 to %s and changes nothing', async (_name, message, body) => {
    const claimed = (body as { username?: unknown } | null)?.username;
    const watched = [
      userPartition(user.userId),
      ...(typeof claimed === 'string' ? [usernamePartition(claimed)] : []),
    ];
    const before = await partitionSnapshot(watched);
    const res = await callApi('PUT', '/me/profile', { token: user.idToken, body });
    expect(res.status).toBe(400);
    expect(typeof errorMessage(res)).toBe('string');
    if (message) expect(errorMessage(res)).toBe(message);
    expect(await partitionSnapshot(watched)).toEqual(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await callApi('PUT', '/me/profile', { token: user.idToken, rawBody: '{"username": ' });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe('Request body must be valid JSON');
  });
});

describe('GET /me', () => {
  it('answers 404 with the spec message before the profile exists', async () => {
    const user = await signUpUser();
    const res = await callApi('GET', '/me', { token: user.idToken });
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toBe(messages.userNotFound);
  });
});
