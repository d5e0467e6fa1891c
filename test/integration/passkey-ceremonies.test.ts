import {
  answerPasskeySignIn,
  cognitoCall,
  registerPasskey,
  signInWithPasskey,
  siteCeremony,
  startPasskeySignIn,
} from '../support/passkeys';
import { SoftPasskey } from '../support/soft-authenticator';
import { describeWith } from '../support/stack';
import { signIn, signUpUser } from '../support/users';

/** A new member and their access token (what Amplify sends for passkey registration). */
async function member() {
  const user = await signUpUser();
  const { accessToken } = await signIn(user.email, user.password);
  if (!accessToken) throw new Error('sign-in returned no access token');
  return { ...user, accessToken };
}

const subOf = (idToken: unknown) =>
  (
    JSON.parse(Buffer.from(String(idToken).split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
    }
  ).sub;

// The local Cognito shim's WebAuthn ceremonies (Cognito verifies the same in AWS).
describeWith('emulatedUserPool')('Passkey ceremonies in the local Cognito shim', () => {
  test('a passkey registered from the site signs its member in, and is listed', async () => {
    const m = await member();
    const passkey = new SoftPasskey();
    const { completed } = await registerPasskey(m.accessToken, passkey);
    expect(completed).toEqual({ status: 200, body: {} });

    const listed = await cognitoCall('ListWebAuthnCredentials', { AccessToken: m.accessToken });
    expect(listed.body.Credentials).toEqual([
      expect.objectContaining({ CredentialId: passkey.id, RelyingPartyId: siteCeremony().rpId }),
    ]);

    passkey.counter = 1;
    const signedIn = await signInWithPasskey(m.email, passkey);
    expect(signedIn).toMatchObject({ status: 200 });
    const result = signedIn.body.AuthenticationResult as { IdToken: string; AccessToken: string };
    expect(subOf(result.IdToken)).toBe(m.userId);
  });

  test('registration from another origin or for another relying party is refused', async () => {
    const m = await member();
    const site = siteCeremony();
    const elsewhere = await registerPasskey(m.accessToken, new SoftPasskey(), {
      ...site,
      origin: 'https://phish.example',
    });
    expect(elsewhere.completed.body.__type).toBe('WebAuthnOriginNotAllowedException');
    const otherParty = await registerPasskey(m.accessToken, new SoftPasskey(), {
      ...site,
      rpId: 'phish.example',
    });
    expect(otherParty.completed.body.__type).toBe('WebAuthnRelyingPartyMismatchException');
    const listed = await cognitoCall('ListWebAuthnCredentials', { AccessToken: m.accessToken });
    expect(listed.body.Credentials).toEqual([]);
  });

  test('a passkey without user verification is refused, at registration and at sign-in', async () => {
    const m = await member();
    const presenceOnly = new SoftPasskey();
    presenceOnly.userVerified = false;
    const { completed, options } = await registerPasskey(m.accessToken, presenceOnly);
    expect(completed.body.__type).toBe('WebAuthnCredentialNotSupportedException');
    // The options ask the browser for it, as the pool's `WebAuthnUserVerification: required` does.
    expect(options).toMatchObject({ authenticatorSelection: { userVerification: 'required' } });

    const passkey = new SoftPasskey();
    expect((await registerPasskey(m.accessToken, passkey)).completed).toEqual({ status: 200, body: {} });
    const started = await startPasskeySignIn(m.email);
    expect(started).toMatchObject({ challengeName: 'WEB_AUTHN', options: { userVerification: 'required' } });
    passkey.counter = 1;
    passkey.userVerified = false;
    const touched = await answerPasskeySignIn(
      m.email,
      started.session,
      passkey.get(started.options!, siteCeremony()),
    );
    expect(touched.body.__type).toBe('NotAuthorizedException');
    expect(touched.body.AuthenticationResult).toBeUndefined();
    passkey.userVerified = true;
    expect(await signInWithPasskey(m.email, passkey)).toMatchObject({ status: 200 });
  });

  test('a registration challenge is used once, and only by the member it was given to', async () => {
    const [m, other] = [await member(), await member()];
    const { options } = await registerPasskey(m.accessToken, new SoftPasskey());
    const again = await cognitoCall('CompleteWebAuthnRegistration', {
      AccessToken: m.accessToken,
      Credential: new SoftPasskey().create(options, siteCeremony()),
    });
    expect(again.body.__type).toBe('WebAuthnChallengeNotFoundException');

    const started = await cognitoCall('StartWebAuthnRegistration', { AccessToken: m.accessToken });
    const taken = await cognitoCall('CompleteWebAuthnRegistration', {
      AccessToken: other.accessToken,
      Credential: new SoftPasskey().create(
        started.body.CredentialCreationOptions as { challenge: string },
        siteCeremony(),
      ),
    });
    expect(taken.body.__type).toBe('WebAuthnChallengeNotFoundException');
  });

  test('sign-in from another origin or for another relying party is refused', async () => {
    const m = await member();
    const passkey = new SoftPasskey();
    await registerPasskey(m.accessToken, passkey);
    const site = siteCeremony();
    passkey.counter = 1;
    const elsewhere = await signInWithPasskey(m.email, passkey, { ...site, origin: 'https://phish.example' });
    expect(elsewhere.body.__type).toBe('WebAuthnOriginNotAllowedException');
    passkey.counter = 2;
    const otherParty = await signInWithPasskey(m.email, passkey, { ...site, rpId: 'phish.example' });
    expect(otherParty.body.__type).toBe('WebAuthnRelyingPartyMismatchException');
    expect(otherParty.body.AuthenticationResult).toBeUndefined();
  });

  test('a sign-in challenge is answered once: a replayed assertion is refused', async () => {
    const m = await member();
    const passkey = new SoftPasskey();
    await registerPasskey(m.accessToken, passkey);
    passkey.counter = 1;
    const started = await startPasskeySignIn(m.email);
    if (!started.options) throw new Error('no WEB_AUTHN challenge');
    const assertion = passkey.get(started.options, siteCeremony());
    expect(await answerPasskeySignIn(m.email, started.session, assertion)).toMatchObject({ status: 200 });
    const sameSession = await answerPasskeySignIn(m.email, started.session, assertion);
    expect(sameSession.body.__type).toBe('NotAuthorizedException');
    const fresh = await startPasskeySignIn(m.email);
    const oldChallenge = await answerPasskeySignIn(m.email, fresh.session, assertion);
    expect(oldChallenge.body.__type).toBe('WebAuthnChallengeNotFoundException');
  });

  test('a signature counter that goes backwards (a cloned authenticator) is refused', async () => {
    const m = await member();
    const passkey = new SoftPasskey();
    await registerPasskey(m.accessToken, passkey);
    passkey.counter = 5;
    expect(await signInWithPasskey(m.email, passkey)).toMatchObject({ status: 200 });
    passkey.counter = 3;
    const backwards = await signInWithPasskey(m.email, passkey);
    expect(backwards.body.__type).toBe('NotAuthorizedException');
    expect(String(backwards.body.message)).toMatch(/counter/i);
    passkey.counter = 5;
    expect((await signInWithPasskey(m.email, passkey)).body.__type).toBe('NotAuthorizedException');
  });

  test("another member's passkey and a removed passkey are refused", async () => {
    const [m, other] = [await member(), await member()];
    const mine = new SoftPasskey();
    const theirs = new SoftPasskey();
    await registerPasskey(m.accessToken, mine);
    await registerPasskey(other.accessToken, theirs);
    theirs.counter = 1;
    expect((await signInWithPasskey(m.email, theirs)).body.__type).toBe('NotAuthorizedException');

    const removed = await cognitoCall('DeleteWebAuthnCredential', {
      AccessToken: m.accessToken,
      CredentialId: mine.id,
    });
    expect(removed).toMatchObject({ status: 200 });
    const notTheirs = await cognitoCall('DeleteWebAuthnCredential', {
      AccessToken: m.accessToken,
      CredentialId: theirs.id,
    });
    expect(notTheirs.body.__type).toBe('ResourceNotFoundException');
    // With no passkey left the member is offered the other way in, as anyone unknown is.
    expect((await startPasskeySignIn(m.email)).challengeName).toBe('SELECT_CHALLENGE');
    expect((await startPasskeySignIn('nobody_here@example.com')).challengeName).toBe('SELECT_CHALLENGE');
  });
});
