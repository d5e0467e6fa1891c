import { setTimeout as sleep } from 'node:timers/promises';
import { callApi } from './api';
import { markVerifiedInCognito, signIn, signUpUser, type TestUser, uniqueUsername } from './users';

export { markVerifiedInCognito };

export interface TestMember extends TestUser {
  username: string;
}

/**
 * A signed-up user with a profile (username claimed) who then confirmed their e-mail with Cognito (sending
 * needs it): the ID token says so, but the site has not recorded it, so Receipts does not e-mail them and
 * the unverified sweep still lists them until `verifyEmail`.
 */
export async function createMember(
  firstName = 'Test',
  lastName = 'Member',
  username = uniqueUsername(),
): Promise<TestMember> {
  const member = await createUnverifiedMember(firstName, lastName, username);
  await markVerifiedInCognito(member);
  return { ...member, idToken: (await signIn(member.email, member.password)).idToken };
}

/** A member who never confirmed their e-mail: may not send, and is removed by the unverified sweep. */
export async function createUnverifiedMember(
  firstName = 'Test',
  lastName = 'Member',
  username = uniqueUsername(),
): Promise<TestMember> {
  return withProfile(await signUpUser(firstName, lastName), username);
}

async function withProfile(user: TestUser, username: string): Promise<TestMember> {
  const { firstName, lastName } = user;
  const claim = () =>
    callApi('PUT', '/me/profile', { token: user.idToken, body: { username, firstName, lastName } });
  let res = await claim();
  // A busy machine's API answers 503 "try again" past its deadline; the claim is a PUT, so again is safe.
  for (let tries = 1; res.status === 503 && tries < 3; tries++) {
    await sleep(Number(res.headers?.get('retry-after') ?? 1) * 1000);
    res = await claim();
  }
  if (res.status !== 200)
    throw new Error(`profile creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, username };
}

/**
 * Marks the member's e-mail verified in Cognito, signs in again so the ID token says `email_verified`, and
 * records it through the API as the site does. Returns the member with that token.
 */
export async function verifyEmail<M extends TestUser>(member: M): Promise<M> {
  await markVerifiedInCognito(member);
  const { idToken } = await signIn(member.email, member.password);
  const res = await callApi('POST', '/me/email-verification', { token: idToken, body: {} });
  if (res.status !== 200) throw new Error(`recording verification failed: ${res.status}`);
  return { ...member, idToken };
}

/** A member whose e-mail is verified: the only kind Receipts e-mails. */
export async function createVerifiedMember(firstName?: string, lastName?: string): Promise<TestMember> {
  return verifyEmail(await createMember(firstName, lastName));
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
