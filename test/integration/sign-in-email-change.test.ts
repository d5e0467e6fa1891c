import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { sitePaths } from '@contract/site-paths';
import { callApi, errorMessage } from '../support/api';
import { waitForCode } from '../support/cognito-codes';
import { localMailsWith, waitForMail } from '../support/mail';
import { cognitoCall } from '../support/passkeys';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { describeWith } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';
import { signIn, uniqueEmail } from '../support/users';

type Member = TestMember & { accessToken: string };
/** The member with an access token, what Amplify sends Cognito for a change of their own attributes. */
const withAccess = async (member: TestMember): Promise<Member> => ({
  ...member,
  accessToken: String((await signIn(member.email, member.password)).accessToken),
});
const emailOf = async (accessToken: string) => {
  const user = await cognitoCall('GetUser', { AccessToken: accessToken });
  const attributes = user.body.UserAttributes as { Name: string; Value: string }[];
  return Object.fromEntries(attributes.map((a) => [a.Name, a.Value]));
};
const canSignIn = (email: string, password: string) =>
  signIn(email, password).then(
    () => true,
    () => false,
  );
const askToChange = (member: Member, email: string) =>
  cognitoCall('UpdateUserAttributes', {
    AccessToken: member.accessToken,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
/** The secret of the member's unsubscribe links, as the profile item keeps it. */
const unsubscribeKeyOf = async (member: TestMember) => {
  const partition = userPartition(member.userId);
  const items = (await partitionSnapshot([partition]))[partition] as {
    SK: string;
    unsubscribeKey?: string;
  }[];
  return items.find((item) => item.SK === 'PROFILE')?.unsubscribeKey;
};
const noticesTo = (member: TestMember) =>
  localMailsWith('X-Account-Notice', 'sign-in-email-changed').filter((m) => m.headers.To === member.email);

/** Changes the member's sign-in e-mail as the site does: asks Cognito, enters the code it sends the new address. */
async function changeEmail(member: Member, to: string) {
  expect((await askToChange(member, to)).status).toBe(200);
  const code = await waitForCode(member.email, 'AttributeVerificationCode');
  const verified = await cognitoCall('VerifyUserAttribute', {
    AccessToken: member.accessToken,
    AttributeName: 'email',
    Code: code,
  });
  expect(verified.status).toBe(200);
}

// Local only: reads the codes cognito-local "sends" and the e-mails the local transport writes.
describeWith('readCognitoCodes')('changing the sign-in e-mail', () => {
  it('keeps the old address until the code sent to the new one is entered', async () => {
    const member = await withAccess(await createVerifiedMember('Moving', 'House'));
    const to = uniqueEmail();
    expect((await askToChange(member, to)).status).toBe(200);
    // Pending: the member still signs in, and is written to, at the old address.
    expect((await emailOf(member.accessToken)).email).toBe(member.email);
    expect(await canSignIn(to, member.password)).toBe(false);
    expect(await canSignIn(member.email, member.password)).toBe(true);

    const code = await waitForCode(member.email, 'AttributeVerificationCode');
    const wrong = await cognitoCall('VerifyUserAttribute', {
      AccessToken: member.accessToken,
      AttributeName: 'email',
      Code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.__type).toBe('CodeMismatchException');
    expect((await emailOf(member.accessToken)).email).toBe(member.email);

    await cognitoCall('VerifyUserAttribute', {
      AccessToken: member.accessToken,
      AttributeName: 'email',
      Code: code,
    });
    expect(await emailOf(member.accessToken)).toMatchObject({ email: to, email_verified: 'true' });
    expect(await canSignIn(to, member.password)).toBe(true);
    expect(await canSignIn(member.email, member.password)).toBe(false);
  });

  it("refuses another member's address, as Cognito does, and changes nothing", async () => {
    const [member, other] = await Promise.all([createVerifiedMember().then(withAccess), createMember()]);
    const taken = await askToChange(member, other.email);
    expect(taken.status).toBe(400);
    expect(taken.body.__type).toBe('AliasExistsException');
    expect((await emailOf(member.accessToken)).email).toBe(member.email);
    expect(await canSignIn(other.email, member.password)).toBe(false);
    // Nor can a member mark an address verified themselves.
    const flagged = await cognitoCall('UpdateUserAttributes', {
      AccessToken: member.accessToken,
      UserAttributes: [
        { Name: 'email', Value: uniqueEmail() },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    expect(flagged.body.__type).toBe('NotAuthorizedException');
    expect((await emailOf(member.accessToken)).email).toBe(member.email);
    // Their own address again is no change at all.
    expect((await askToChange(member, member.email)).status).toBe(200);
  });

  it('moves the profile to the new address and tells the old one, once', async () => {
    const member = await withAccess(await createVerifiedMember('Told', 'Once'));
    const keyBefore = await unsubscribeKeyOf(member);
    const to = uniqueEmail();
    await changeEmail(member, to);
    const { idToken } = await signIn(to, member.password);
    const recorded = await callApi<Me['profile']>('POST', '/me/email-verification', {
      token: idToken,
      body: {},
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ email: to, verificationStatus: { email: true } });
    // Asked again (a retry, another tab): still one notice.
    expect((await callApi('POST', '/me/email-verification', { token: idToken, body: {} })).status).toBe(200);

    // Whoever keeps the old mailbox cannot turn the member's e-mail off with its links.
    expect(await unsubscribeKeyOf(member)).not.toEqual(keyBefore);
    // A token from before the change, still valid, moves nothing back.
    const stale = await callApi('POST', '/me/email-verification', { token: member.idToken, body: {} });
    expect(stale.status).toBe(400);
    expect(errorMessage(stale)).toBe(messages.failedToUpdateVerification);
    const me = await callApi<Me>('GET', '/me', { token: idToken });
    expect(me.body.profile).toMatchObject({ email: to, verificationStatus: { email: true } });

    const notice = await waitForMail(() => noticesTo(member)[0], `notice to ${member.email}`);
    expect(notice.headers.Subject).toBe(messages.signInEmailChangedSubject);
    expect(notice.text).toContain(`${to[0]}•••@example.com`);
    expect(notice.text).not.toContain(to);
    expect(notice.text).toContain(sitePaths.contact);
    expect(notice.raw).not.toMatch(/List-Unsubscribe/i);
    expect(noticesTo(member)).toHaveLength(1);
    // Nothing goes to the new address about it.
    expect(
      localMailsWith('X-Account-Notice', 'sign-in-email-changed').filter((m) => m.headers.To === to),
    ).toEqual([]);
  });

  it("tells no old address that was never verified (it may be someone else's)", async () => {
    const member = await withAccess(await createMember('Never', 'Verified'));
    const to = uniqueEmail();
    await changeEmail(member, to);
    const { idToken } = await signIn(to, member.password);
    expect((await callApi('POST', '/me/email-verification', { token: idToken, body: {} })).status).toBe(200);
    const me = await callApi<Me>('GET', '/me', { token: idToken });
    expect(me.body.profile).toMatchObject({ email: to, verificationStatus: { email: true } });
    // A notice to the verified member above arrives within seconds; give this one the same chance.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(noticesTo(member)).toEqual([]);
  });
});
