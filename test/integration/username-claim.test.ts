import * as messages from '@contract/messages';
import { callApi, errorMessage } from '../support/api';
import { signUpUser, uniqueUsername } from '../support/users';

describe('username claims', () => {
  it('gives a contested username to exactly one of 20 concurrent claimants', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => signUpUser()));
    const username = uniqueUsername();
    const results = await Promise.all(
      users.map((u) =>
        callApi('PUT', '/me/profile', {
          token: u.idToken,
          body: { username, firstName: 'A', lastName: 'B' },
        }),
      ),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(errorMessage(loser)).toBe(messages.usernameTaken);

    const winnerIndex = results.findIndex((r) => r.status === 200);
    const winner = users[winnerIndex]!;
    const me = await callApi<{ profile: { username: string; userId: string } }>('GET', '/me', {
      token: winner.idToken,
    });
    expect(me.body.profile).toMatchObject({ username, userId: winner.userId });

    const loser = users[(winnerIndex + 1) % users.length]!;
    expect((await callApi('GET', '/me', { token: loser.idToken })).status).toBe(404);
  });

  it('treats usernames case-insensitively and reports availability', async () => {
    const username = uniqueUsername();
    const first = await signUpUser();
    const second = await signUpUser();
    expect((await callApi('GET', `/usernames/${username}/availability`)).body).toEqual({
      username,
      isAvailable: true,
    });
    expect((await callApi('PUT', '/me/profile', { token: first.idToken, body: { username } })).status).toBe(
      200,
    );
    expect((await callApi('GET', `/usernames/${username.toUpperCase()}/availability`)).body).toEqual({
      username,
      isAvailable: false,
    });
    const clash = await callApi('PUT', '/me/profile', {
      token: second.idToken,
      body: { username: username.toUpperCase() },
    });
    expect(clash.status).toBe(409);
    expect(errorMessage(clash)).toBe(messages.usernameTaken);
  });

  it('refuses a malformed username in the availability check with the spec message', async () => {
    const res = await callApi('GET', '/usernames/a%20b/availability');
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(messages.usernameFormat);
  });
});
