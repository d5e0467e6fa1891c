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

/**
 * Members signed up once before a describe block's tests, one for each role named:
 * `const members = membersBeforeAll('sender', 'recipient')`, then `members.sender` inside the tests.
 */
export function membersBeforeAll<const Role extends string>(...roles: Role[]): Record<Role, TestMember> {
  const members = {} as Record<Role, TestMember>;
  beforeAll(async () => {
    const created = await Promise.all(roles.map(() => createMember()));
    for (const [i, role] of roles.entries()) members[role] = created[i]!;
  });
  return members;
}
