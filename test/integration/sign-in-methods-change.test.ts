import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { callApi, errorMessage } from '../support/api';
import { localMailsWith, waitForMail } from '../support/mail';
import { cognitoCall, registerPasskey } from '../support/passkeys';
import { createMember, createVerifiedMember, type TestMember, verifyEmail } from '../support/profiles';
import { SoftPasskey } from '../support/soft-authenticator';
import { awsClientConfig, describeWith, testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';
import { totpCode } from '../support/totp-code';
import { signIn } from '../support/users';

type Member = TestMember & { accessToken: string };
const withAccess = async (member: TestMember): Promise<Member> => ({
  ...member,
  accessToken: String((await signIn(member.email, member.password)).accessToken),
});
/** What settings sends after a change: the member's access token, for the server to read Cognito with. */
const report = (member: Member, accessToken = member.accessToken) =>
  callApi<{ changed: boolean }>('POST', '/me/sign-in-methods', {
    token: member.idToken,
    body: { accessToken },
  });
const noticesTo = (member: TestMember) =>
  localMailsWith('X-Account-Notice', 'sign-in-changed').filter((m) => m.headers.To === member.email);
const noticeNumber = async (member: TestMember, n: number) =>
  waitForMail(() => noticesTo(member)[n - 1], `notice ${n} to ${member.email}`);
const changeRecords = async (member: TestMember) => {
  const partition = userPartition(member.userId);
  const items = (await partitionSnapshot([partition]))[partition] as { SK: string }[];
  return items.filter((item) => item.SK.startsWith('SIGNINCHANGE#'));
};
/** The profile as it was before the server kept sign-in methods: without them. */
async function forgetSignInMethods(member: TestMember) {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('dynamodb')));
  await client.send(
    new UpdateCommand({
      TableName: testStack().tableName,
      Key: { PK: userPartition(member.userId), SK: 'PROFILE' },
      UpdateExpression: 'REMOVE signInMethods',
    }),
  );
  client.destroy();
}

/** Two-step sign-in with an authenticator app, set up as settings does (the code computed from the secret). */
async function turnOnTwoStep(member: Member) {
  const associated = await cognitoCall('AssociateSoftwareToken', { AccessToken: member.accessToken });
  const secret = String(associated.body.SecretCode);
  const verified = await cognitoCall('VerifySoftwareToken', {
    AccessToken: member.accessToken,
    UserCode: totpCode(secret),
  });
  expect(verified.status).toBe(200);
  const preferred = await cognitoCall('SetUserMFAPreference', {
    AccessToken: member.accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  expect(preferred.status).toBe(200);
}

// Local only: the e-mails the local transport writes, and cognito-local's passkeys and authenticator apps.
describeWith('readLocalMail')('e-mailing a member when their passkeys or two-step sign-in change', () => {
  it('tells of an added and then a removed passkey, once each, and nothing when nothing changed', async () => {
    const member = await withAccess(await createVerifiedMember());
    expect((await report(member)).body).toEqual({ changed: false });
    expect(await changeRecords(member)).toEqual([]);

    const passkey = new SoftPasskey();
    await registerPasskey(member.accessToken, passkey);
    expect((await report(member)).body).toEqual({ changed: true });
    const added = await noticeNumber(member, 1);
    expect(added.headers.Subject).toBe(messages.signInChangedSubject);
    expect(added.text).toContain(messages.signInChangedPasskeyAdded);
    expect(added.text).toContain(sitePaths.contact);
    expect(added.raw).not.toMatch(/List-Unsubscribe/i);

    // Reported again (another tab, the next visit to settings): nothing more.
    expect((await report(member)).body).toEqual({ changed: false });

    const removed = await cognitoCall('DeleteWebAuthnCredential', {
      AccessToken: member.accessToken,
      CredentialId: passkey.id,
    });
    expect(removed.status).toBe(200);
    expect((await report(member)).body).toEqual({ changed: true });
    const second = await noticeNumber(member, 2);
    expect(second.text).toContain(messages.signInChangedPasskeyRemoved);
    expect(second.text).not.toContain(messages.signInChangedPasskeyAdded);
    expect(noticesTo(member)).toHaveLength(2);
  });

  it('tells of two-step sign-in turned on and off', async () => {
    const member = await withAccess(await createVerifiedMember());
    await turnOnTwoStep(member);
    expect((await report(member)).body).toEqual({ changed: true });
    expect((await noticeNumber(member, 1)).text).toContain(messages.signInChangedTwoStepOn);

    const off = await cognitoCall('SetUserMFAPreference', {
      AccessToken: member.accessToken,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    expect(off.status).toBe(200);
    expect((await report(member)).body).toEqual({ changed: true });
    expect((await noticeNumber(member, 2)).text).toContain(messages.signInChangedTwoStepOff);
  });

  it("refuses another member's token and a token Cognito refuses, and records nothing", async () => {
    const [member, other] = [
      await withAccess(await createVerifiedMember()),
      await withAccess(await createVerifiedMember()),
    ];
    await registerPasskey(other.accessToken, new SoftPasskey());

    const theirs = await report(member, other.accessToken);
    expect(theirs.status).toBe(403);
    const forged = await report(member, 'not-a-token');
    expect(forged.status).toBe(401);
    expect(errorMessage(forged)).toBe(messages.signInMethodsTokenRefused);
    const empty = await report(member, '');
    expect(empty.status).toBe(400);
    expect(await changeRecords(member)).toEqual([]);
    expect(await changeRecords(other)).toEqual([]);
  });

  it('tells changes made while the address was unverified once it is verified, not before', async () => {
    const unverified = await withAccess(await createMember('Never', 'Verified'));
    await registerPasskey(unverified.accessToken, new SoftPasskey());
    expect((await report(unverified)).body).toEqual({ changed: false });
    expect(await changeRecords(unverified)).toEqual([]);

    const member = { ...(await verifyEmail(unverified)), accessToken: unverified.accessToken };
    expect((await report(member)).body).toEqual({ changed: true });
    expect((await noticeNumber(member, 1)).text).toContain(messages.signInChangedPasskeyAdded);
  });

  it('keeps what a profile from before the notices has, untold, and tells the next change', async () => {
    const member = await withAccess(await createVerifiedMember());
    const passkey = new SoftPasskey();
    await registerPasskey(member.accessToken, passkey);
    await forgetSignInMethods(member);
    expect((await report(member)).body).toEqual({ changed: false });
    expect(await changeRecords(member)).toEqual([]);

    await cognitoCall('DeleteWebAuthnCredential', {
      AccessToken: member.accessToken,
      CredentialId: passkey.id,
    });
    expect((await report(member)).body).toEqual({ changed: true });
    const notice = await noticeNumber(member, 1);
    expect(notice.text).toContain(messages.signInChangedPasskeyRemoved);
    expect(notice.text).not.toContain(messages.signInChangedPasskeyAdded);
  });

  it('takes at most the hourly number of reports from a member, and asks Cognito nothing for the rest', async () => {
    const { max, windowSeconds } = accountLimits.signInMethodReportsPerHour;
    const windowOf = (at: number) => Math.floor(at / 1000 / windowSeconds);
    // The windows are aligned to the clock: a run that crosses into the next hour starts again, once.
    for (let attempt = 0; attempt < 2; attempt++) {
      const member = await withAccess(await createVerifiedMember());
      const startedIn = windowOf(Date.now());
      const answers = [];
      for (let i = 0; i <= max; i++) answers.push(await report(member));
      if (windowOf(Date.now()) !== startedIn) continue;
      expect(answers.slice(0, max).map((a) => a.status)).toEqual(Array(max).fill(200));
      const refused = answers[max]!;
      expect(refused.status).toBe(429);
      expect(errorMessage(refused)).toMatch(/^Too many sign-in checks/);
      return;
    }
    throw new Error('two runs crossed into the next hour');
  });
});
