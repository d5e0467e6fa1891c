import type { Ceremony, SoftPasskey } from './soft-authenticator';
import { testStack } from './stack';

/** One Cognito call to the local stack's user pool endpoint (the shim), as Amplify makes it. */
export async function cognitoCall(action: string, input: Record<string, unknown>) {
  const local = testStack().local;
  if (!local) throw new Error('Passkey ceremonies are checked against the local shim only');
  const answer = await fetch(local.cognitoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(input),
  });
  const body = (await answer.json()) as Record<string, unknown> & { __type?: string };
  return { status: answer.status, body };
}

/** The site's own origin and relying party (`localhost`), where every ceremony is accepted. */
export const siteCeremony = (): Ceremony => {
  const origin = testStack().siteUrl;
  return { origin, rpId: new URL(origin).hostname };
};

/** Registers `passkey` for the member of `accessToken`, as the site's "Add a passkey" does. */
export async function registerPasskey(accessToken: string, passkey: SoftPasskey, at = siteCeremony()) {
  const started = await cognitoCall('StartWebAuthnRegistration', { AccessToken: accessToken });
  const options = started.body.CredentialCreationOptions as { challenge: string };
  const credential = passkey.create(options, at);
  const completed = await cognitoCall('CompleteWebAuthnRegistration', {
    AccessToken: accessToken,
    Credential: credential,
  });
  return { completed, options, credential };
}

/** Starts a passkey sign-in for `email`: Cognito's `USER_AUTH` flow preferring `WEB_AUTHN`. */
export async function startPasskeySignIn(email: string) {
  const { body } = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: testStack().clientId,
    AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
  });
  const request = (body.ChallengeParameters as Record<string, string> | undefined)
    ?.CREDENTIAL_REQUEST_OPTIONS;
  return {
    challengeName: body.ChallengeName as string,
    session: body.Session as string,
    options: request
      ? (JSON.parse(request) as { challenge: string; allowCredentials?: { id: string }[] })
      : null,
  };
}

/** Answers a passkey sign-in's challenge with `credential` (an assertion's JSON). */
export const answerPasskeySignIn = (email: string, session: string, credential: string) =>
  cognitoCall('RespondToAuthChallenge', {
    ChallengeName: 'WEB_AUTHN',
    ClientId: testStack().clientId,
    Session: session,
    ChallengeResponses: { USERNAME: email, CREDENTIAL: credential },
  });

/** Signs `email` in with `passkey` from start to end. */
export async function signInWithPasskey(email: string, passkey: SoftPasskey, at = siteCeremony()) {
  const started = await startPasskeySignIn(email);
  if (!started.options) throw new Error(`no WEB_AUTHN challenge: ${started.challengeName}`);
  return answerPasskeySignIn(email, started.session, passkey.get(started.options, at));
}
