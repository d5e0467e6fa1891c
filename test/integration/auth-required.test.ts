import { routes } from '@contract/routes';
import { callApi } from '../support/api';
import { forgedSub, forgedTokens } from '../support/forged-tokens';
import { samplePath } from '../support/route-samples';
import { partitionSnapshot, usernamePartition, userPartition } from '../support/table';
import { signUpUser, uniqueUsername } from '../support/users';

const protectedRoutes = Object.entries(routes).filter(([, r]) => r.auth === 'user');

describe('every authenticated route refuses callers without a valid token', () => {
  let tokens: Record<string, string>;
  let watched: string[];

  beforeAll(async () => {
    const user = await signUpUser();
    await callApi('PUT', '/me/profile', { token: user.idToken, body: { username: uniqueUsername() } });
    tokens = { missing: '', ...forgedTokens(user.idToken) };
    watched = [userPartition(user.userId), userPartition(forgedSub), usernamePartition('intruder')];
  });

  it('covers the whole route table but the public routes', () => {
    const open = Object.entries(routes)
      .filter(([, r]) => r.auth === 'public')
      .map(([id]) => id);
    expect(open.sort()).toEqual([
      'checkUsername',
      'getApiDocument',
      'getVisitorProfile',
      'oneClickUnsubscribe',
      'sendContactMessage',
      'unsubscribe',
    ]);
    expect(protectedRoutes.length).toBe(Object.keys(routes).length - open.length);
  });

  it.each(protectedRoutes)('%s answers 401 and changes nothing', async (_id, route) => {
    const before = await partitionSnapshot(watched);
    for (const [kind, token] of Object.entries(tokens)) {
      const res = await callApi(route.method, samplePath(route), {
        token: token || undefined,
        body: route.method === 'GET' ? undefined : { username: 'intruder', receiptText: 'x' },
      });
      expect({ kind, status: res.status }).toEqual({ kind, status: 401 });
    }
    expect(await partitionSnapshot(watched)).toEqual(before);
  });

  it('lets anyone check username availability', async () => {
    const res = await callApi('GET', `/usernames/${uniqueUsername()}/availability`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isAvailable: true });
  });
});
