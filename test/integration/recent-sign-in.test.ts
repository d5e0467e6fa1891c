import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { signedInMinutesAgo } from '../support/earlier-sign-in';
import { createMember } from '../support/profiles';
import { describeWith } from '../support/stack';

const deletion = (token: string, confirmUsername: string) =>
  callApi<{ status: string }>('POST', '/me/deletion', { token, body: { confirmUsername } });

const refused = {
  status: 401,
  body: {
    error: {
      code: errorCodes.recentSignInNeeded,
      message: format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes }),
    },
  },
};

/**
 * Step-up on the server: the API itself refuses a route marked `recentSignIn` when the ID token's sign-in
 * (`auth_time`) is older than `limits.stepUpMinutes`, whatever the site asked first. The older token is the
 * same member's, as Cognito issues it on a refresh (a new `iat`, the first sign-in's `auth_time`), signed by
 * the emulated pool: only the local stack can make one without waiting.
 */
describeWith('emulatedUserPool')('a change that needs a recent sign-in, called straight at the API', () => {
  it('refuses the account deletion with a token signed in before the window, and deletes nothing', async () => {
    const member = await createMember();
    // The emulated pool's ID tokens carry `auth_time` in seconds, as Cognito's do.
    const claims = JSON.parse(Buffer.from(member.idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.auth_time).toBe(Math.trunc(claims.auth_time));
    expect(Math.abs(claims.auth_time - Date.now() / 1000)).toBeLessThan(600);
    const older = signedInMinutesAgo(member.idToken, limits.stepUpMinutes + 1);

    const res = await deletion(older, member.username);
    expect({ status: res.status, body: res.body }).toEqual(refused);

    // The same older token still reads: only the marked routes ask for a recent sign-in.
    const me = await callApi<Me>('GET', '/me', { token: older });
    expect(me.status).toBe(200);
    expect(me.body.profile.username).toBe(member.username);
  });

  it('deletes the account with a token signed in within the window', async () => {
    const member = await createMember();
    const recent = signedInMinutesAgo(member.idToken, limits.stepUpMinutes - 1);
    let res = await deletion(recent, member.username);
    for (let calls = 0; res.status === 200 && res.body.status !== 'deleted' && calls < 20; calls++) {
      res = await deletion(recent, member.username);
    }
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { status: 'deleted' } });
  });
});
