import { limits } from '@contract/limits';
import { selfServiceRefusal, selfServiceScope } from '@contract/recent-sign-in';
import { callApi } from '../support/api';
import { resignedWith } from '../support/earlier-sign-in';
import { cognitoCall } from '../support/passkeys';
import { createMember } from '../support/profiles';
import { describeWith, testStack } from '../support/stack';
import { signIn } from '../support/users';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    scope?: string;
    auth_time: number;
    iat: number;
    exp: number;
  };

/** The tokens of a refresh, as Amplify asks for them once the access token has run out. */
async function refreshed(refreshToken: string) {
  const { status, body } = await cognitoCall('GetTokensFromRefreshToken', {
    ClientId: testStack().clientId,
    RefreshToken: refreshToken,
  });
  expect(status).toBe(200);
  return body.AuthenticationResult as { AccessToken: string; IdToken: string };
}

/** Every change to how a member signs in that Cognito takes straight from an access token. */
const signInChanges = (accessToken: string, email: string) =>
  [
    ['UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: email }] }],
    ['StartWebAuthnRegistration', { AccessToken: accessToken }],
    ['DeleteWebAuthnCredential', { AccessToken: accessToken, CredentialId: 'any' }],
    ['SetUserMFAPreference', { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: false } }],
    ['AssociateSoftwareToken', { AccessToken: accessToken }],
  ] as const;

/**
 * Step-up that Cognito itself holds: the sign-in e-mail, passkeys and the second step change through
 * Cognito's own API with an access token, which the site's step-up alone cannot stop. Only a sign-in's
 * access token carries the self-service scope, and it lasts the step-up window; a refresh's has the scope
 * taken out by the pool's pre token generation trigger (run by the local pool as Cognito runs it). So a
 * token whose sign-in is older than the window, or a stolen refresh token, cannot take the account.
 */
describeWith('emulatedUserPool')('changes to how a member signs in, called straight at Cognito', () => {
  it("gives a sign-in's access token the self-service scope for the step-up window only", async () => {
    const member = await createMember();
    const { accessToken } = await signIn(member.email, member.password);
    const token = claimsOf(accessToken!);
    expect(token.scope?.split(' ')).toContain(selfServiceScope);
    expect(token.exp - token.iat).toBe(limits.stepUpMinutes * 60);
  });

  it("refuses each change with a refresh's access token, which keeps the sign-in's time", async () => {
    const member = await createMember();
    const signedIn = await signIn(member.email, member.password);
    const fresh = await refreshed(signedIn.refreshToken!);
    expect(claimsOf(fresh.AccessToken).scope?.split(' ') ?? []).not.toContain(selfServiceScope);
    expect(claimsOf(fresh.AccessToken).auth_time).toBe(claimsOf(signedIn.idToken).auth_time);
    for (const [action, input] of signInChanges(fresh.AccessToken, `taken-${member.email}`)) {
      const { status, body } = await cognitoCall(action, input);
      expect([action, status, body.__type, body.message]).toEqual([
        action,
        400,
        selfServiceRefusal.name,
        selfServiceRefusal.message,
      ]);
    }
    // Nothing changed: the member still signs in at the old address, with no passkey.
    const again = await signIn(member.email, member.password);
    const listed = await cognitoCall('ListWebAuthnCredentials', { AccessToken: again.accessToken });
    expect({ status: listed.status, credentials: listed.body.Credentials }).toEqual({
      status: 200,
      credentials: [],
    });
    const user = await cognitoCall('GetUser', { AccessToken: again.accessToken });
    const email = (user.body.UserAttributes as { Name: string; Value: string }[]).find(
      (a) => a.Name === 'email',
    );
    expect(email?.Value).toBe(member.email);
  });

  it('refuses a forged or expired access token, and a body that is not JSON', async () => {
    const member = await createMember();
    const signedIn = await signIn(member.email, member.password);
    const fresh = await refreshed(signedIn.refreshToken!);
    // A refresh's token given its scope back, its signature kept: not one the pool issued.
    const [header, , signature] = fresh.AccessToken.split('.');
    const claims = { ...claimsOf(fresh.AccessToken), scope: selfServiceScope };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const expired = resignedWith(signedIn.accessToken!, { exp: Math.floor(Date.now() / 1000) - 60 });
    for (const [token, message] of [
      [forged, 'Invalid Access Token'],
      [expired, 'Access Token has expired'],
      [42, 'Invalid Access Token'],
    ] as const) {
      const { status, body } = await cognitoCall('AssociateSoftwareToken', { AccessToken: token });
      expect([status, body.__type, body.message]).toEqual([400, selfServiceRefusal.name, message]);
    }
    const form = await fetch(testStack().local!.cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AssociateSoftwareToken',
      },
      body: `AccessToken=${encodeURIComponent(signedIn.accessToken!)}`,
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { __type: string }).__type).toBe('SerializationException');
  });

  it("takes the same changes from a sign-in's own access token", async () => {
    const member = await createMember();
    const { accessToken } = await signIn(member.email, member.password);
    const started = await cognitoCall('StartWebAuthnRegistration', { AccessToken: accessToken });
    expect(started.status).toBe(200);
    expect(started.body.CredentialCreationOptions).toBeDefined();
  });

  it('still lets a refresh read the app: its ID token is taken by the API', async () => {
    const member = await createMember();
    const { refreshToken } = await signIn(member.email, member.password);
    const fresh = await refreshed(refreshToken!);
    expect((await callApi('GET', '/me', { token: fresh.IdToken })).status).toBe(200);
  });
});
