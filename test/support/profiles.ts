import { callApi } from './api';
import { signUpUser, type TestUser, uniqueUsername } from './users';

export interface TestMember extends TestUser {
  username: string;
}

/** A signed-up user with a profile (username claimed). */
export async function createMember(
  firstName = 'Test',
  lastName = 'Member',
  username = uniqueUsername(),
): Promise<TestMember> {
  const user = await signUpUser(firstName, lastName);
  const res = await callApi('PUT', '/me/profile', {
    token: user.idToken,
    body: { username, firstName, lastName },
  });
  if (res.status !== 200)
    throw new Error(`profile creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, username };
}
