import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { callApi } from '../support/api';
import { createMember } from '../support/profiles';
import { signIn } from '../support/users';

/**
 * API Gateway's JWT authorizer lets a pool's access token through as it does an ID token (same issuer, and
 * `client_id` matches the audience). Only an ID token names the caller: the handler refuses the other.
 */
describe('the API takes ID tokens only', () => {
  it('refuses an access token on reads and writes, and changes nothing', async () => {
    const member = await createMember('Token', 'User');
    const { accessToken, idToken } = await signIn(member.email, member.password);
    expect(accessToken).toBeTruthy();

    const refused = { error: { code: errorCodes.unauthorized, message: messages.userNotAuthenticated } };
    const me = await callApi('GET', '/me', { token: accessToken! });
    expect({ status: me.status, body: me.body }).toEqual({ status: 401, body: refused });
    const write = await callApi('PUT', '/me/profile', {
      token: accessToken!,
      body: { username: member.username, firstName: 'Changed', lastName: 'Name' },
    });
    expect({ status: write.status, body: write.body }).toEqual({ status: 401, body: refused });

    const after = await callApi<{ profile: { firstName: string } }>('GET', '/me', { token: idToken });
    expect(after.status).toBe(200);
    expect(after.body.profile.firstName).toBe('Token');
  });
});
