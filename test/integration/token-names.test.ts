import { randomUUID } from 'node:crypto';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { describeWith } from '../support/stack';
import { signUpUser, uniqueEmail, uniqueUsername } from '../support/users';

/**
 * A profile created with only a username takes its names from the ID token, which anyone can fill through
 * Cognito's own API (sign-up, UpdateUserAttributes): those names pass the same rules as typed ones before
 * they reach anybody. cognito-local's ID tokens carry no names, so the handler runs here with the claims
 * API Gateway would pass.
 */
describeWith('inProcessHandlers')('names from the token pass the contract', () => {
  beforeAll(pointHandlersAtTestStack);

  const createWithTokenNames = async (givenName: string, username = uniqueUsername()) => {
    const { handler } = await import('../../functions/handlers/profile');
    const callerId = randomUUID();
    const claims = { email: uniqueEmail(), given_name: givenName, family_name: 'Lovelace' };
    const created = await invoke(handler, 'PUT /me/profile', callerId, { body: { username }, claims });
    const me = await invoke(handler, 'GET /me', callerId, { claims });
    return { created, me };
  };

  it.each([
    ['a right-to-left override', 'Ada\u202Egnp.exe', messages.disallowedCharacters],
    ['a control character', 'Ada\u0007', messages.disallowedCharacters],
    ['2,048 characters', 'A'.repeat(2048), format(messages.tooLong, { max: String(limits.nameMax) })],
  ])('refuses a given name with %s and creates no profile', async (_, givenName, message) => {
    const { created, me } = await createWithTokenNames(givenName);
    expect(created).toEqual({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } });
    expect(me.status).toBe(404);
  });

  it('takes well-formed token names, normalised as typed ones are', async () => {
    const { created, me } = await createWithTokenNames('  Ada ');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace' });
    expect(me.status).toBe(200);
  });
});

/**
 * Names enter the user pool only at sign-up (they are immutable there afterwards): a sign-up through
 * Cognito's own API, not the site's form, meets the form's rules in the PreSignUp trigger.
 */
describe("a sign-up through Cognito's own API meets the sign-up form's rules for names", () => {
  it.each([
    ['a right-to-left override', 'Ada\u202Egnp.exe', messages.disallowedCharacters],
    ['a control character', 'Ada\u0007', messages.disallowedCharacters],
    [
      '2,048 characters',
      'A'.repeat(2048),
      format(messages.textTooLong, { field: 'First name', max: String(limits.nameMax) }),
    ],
    ['only spaces', '   ', messages.firstNameRequired],
  ])('refuses a first name with %s', async (_, firstName, message) => {
    await expect(signUpUser(firstName, 'Lovelace')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining(message),
    });
  });

  it('takes the names the form takes', async () => {
    const user = await signUpUser('Ada', 'Lovelace');
    expect(user.idToken).toBeTruthy();
  });
});
