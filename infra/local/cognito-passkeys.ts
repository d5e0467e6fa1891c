import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { userPoolSettings } from '../auth-settings';
import { localMember } from './cognito-members';
import { described, fail, ok, passkeyName, refusal, type ShimAnswer } from './cognito-passkey-answers';
import { PasskeyStore } from './passkey-store';

/** Calls the emulator behind the shim (cognito-local) with one Cognito action. */
export type Upstream = (action: string, input: Record<string, unknown>) => Promise<ShimAnswer>;
type Input = Record<string, unknown>;
/** How long a ceremony's challenge stays usable (Cognito allows a few minutes too). */
const challengeMs = 5 * 60_000;
/** User verification, asked for and checked as the pool does (`userPoolSettings.passkeyUserVerification`). */
const userVerification = userPoolSettings.passkeyUserVerification;
const requireUserVerification = userVerification === 'required';

/**
 * Cognito's WebAuthn calls, which cognito-local lacks, in the same shapes as AWS (so the site's Amplify
 * code is the same in both places): registration with an access token, and sign-in through `USER_AUTH`
 * with a `WEB_AUTHN` challenge. Ceremonies are verified by @simplewebauthn/server against the site's
 * origin and its host as relying party. A verified sign-in gets its tokens from cognito-local with the
 * member's password, which cognito-local keeps in its data file.
 */
export class LocalPasskeys {
  private readonly store: PasskeyStore;
  private readonly rpId: string;
  /** Registration challenges handed out → the member they are for, until used once. */
  private readonly registrations = new Map<string, { username: string; until: number }>();
  /** Sign-in sessions handed out, until answered once. */
  private readonly sessions = new Map<
    string,
    { challenge: string; username: string; clientId: string; until: number }
  >();

  constructor(
    private readonly dir: string,
    private readonly origin: string,
    private readonly upstream: Upstream,
  ) {
    this.store = new PasskeyStore(dir);
    this.rpId = new URL(origin).hostname;
  }

  /** The answer to `action`, or null when it is not a WebAuthn call (the shim passes it on). */
  async answer(action: string, input: Input, userAgent: string): Promise<ShimAnswer | null> {
    switch (action) {
      case 'StartWebAuthnRegistration':
        return this.withMember(input, (m) => this.startRegistration(m.username, m.email));
      case 'CompleteWebAuthnRegistration':
        return this.withMember(input, (m) => this.completeRegistration(m.username, input, userAgent));
      case 'ListWebAuthnCredentials':
        return this.withMember(input, (m) =>
          ok({ Credentials: this.store.of(m.username).map((p) => described(p, this.rpId)) }),
        );
      case 'DeleteWebAuthnCredential':
        return this.withMember(input, (m) =>
          this.store.remove(m.username, String(input.CredentialId))
            ? ok({})
            : fail('ResourceNotFoundException', 'No such passkey'),
        );
      case 'InitiateAuth':
        return input.AuthFlow === 'USER_AUTH' ? this.startSignIn(input) : null;
      case 'RespondToAuthChallenge':
        return input.ChallengeName === 'WEB_AUTHN' ? this.finishSignIn(input) : null;
      default:
        return null;
    }
  }

  /** Runs `then` for the member the access token belongs to (cognito-local checks the token). */
  private async withMember(
    input: Input,
    then: (member: { username: string; email: string }) => ShimAnswer | Promise<ShimAnswer>,
  ): Promise<ShimAnswer> {
    const user = await this.upstream('GetUser', { AccessToken: input.AccessToken });
    if (user.status !== 200) return user;
    const { Username, UserAttributes } = user.body as {
      Username: string;
      UserAttributes?: { Name: string; Value: string }[];
    };
    const email = UserAttributes?.find((a) => a.Name === 'email')?.Value ?? Username;
    return then({ username: Username, email });
  }

  private async startRegistration(username: string, email: string): Promise<ShimAnswer> {
    const options = await generateRegistrationOptions({
      rpName: 'Receipts',
      rpID: this.rpId,
      userName: email,
      userID: new TextEncoder().encode(username),
      userDisplayName: email,
      attestationType: 'none',
      excludeCredentials: this.store
        .of(username)
        .map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification },
    });
    this.registrations.set(options.challenge, { username, until: Date.now() + challengeMs });
    return ok({ CredentialCreationOptions: options });
  }

  private async completeRegistration(username: string, input: Input, userAgent: string): Promise<ShimAnswer> {
    const credential = input.Credential as Parameters<typeof verifyRegistrationResponse>[0]['response'];
    if (!credential || typeof credential !== 'object') {
      return fail('InvalidParameterException', 'Credential is required');
    }
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: (challenge) => this.takeRegistration(challenge, username),
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification,
      });
    } catch (error) {
      return refusal(error, 'WebAuthnCredentialNotSupportedException');
    }
    if (!verification.verified) return fail('NotAuthorizedException', 'The passkey was not verified');
    const { credential: made } = verification.registrationInfo;
    if (this.store.find(made.id))
      return fail('InvalidParameterException', 'The passkey is already registered');
    this.store.add({
      username,
      credentialId: made.id,
      publicKey: Buffer.from(made.publicKey).toString('base64url'),
      counter: made.counter,
      transports: made.transports ?? credential.response.transports ?? [],
      ...(credential.authenticatorAttachment ? { attachment: credential.authenticatorAttachment } : {}),
      friendlyName: passkeyName(userAgent),
      createdAt: Math.floor(Date.now() / 1000),
    });
    return ok({});
  }

  /** Whether `challenge` was handed out to `username` and not used; it cannot be used again either way. */
  private takeRegistration(challenge: string, username: string): boolean {
    const pending = this.registrations.get(challenge);
    this.registrations.delete(challenge);
    return pending !== undefined && pending.username === username && pending.until > Date.now();
  }

  private async startSignIn(input: Input): Promise<ShimAnswer | null> {
    const parameters = (input.AuthParameters ?? {}) as Record<string, string>;
    const clientId = String(input.ClientId);
    if (parameters.PREFERRED_CHALLENGE === 'PASSWORD' && parameters.PASSWORD) {
      const { USERNAME, PASSWORD } = parameters;
      return this.upstream('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME, PASSWORD },
      });
    }
    const member = await localMember(this.dir, clientId, String(parameters.USERNAME ?? ''));
    const passkeys = member ? this.store.of(member.username) : [];
    const session = randomBytes(32).toString('base64url');
    // Without a passkey the member picks another way in, as Cognito answers (whether the address is known
    // or not, so the answer tells nobody).
    if (!member || passkeys.length === 0) {
      return ok({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD'], Session: session });
    }
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
      userVerification,
    });
    this.sessions.set(session, {
      challenge: options.challenge,
      username: member.username,
      clientId,
      until: Date.now() + challengeMs,
    });
    return ok({
      ChallengeName: 'WEB_AUTHN',
      Session: session,
      AvailableChallenges: ['WEB_AUTHN', 'PASSWORD'],
      ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
    });
  }

  private async finishSignIn(input: Input): Promise<ShimAnswer> {
    const sessionId = String(input.Session ?? '');
    const session = this.sessions.get(sessionId);
    this.sessions.delete(sessionId);
    if (!session || session.until <= Date.now() || session.clientId !== String(input.ClientId)) {
      return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    const responses = (input.ChallengeResponses ?? {}) as Record<string, string>;
    let credential: Parameters<typeof verifyAuthenticationResponse>[0]['response'];
    try {
      credential = JSON.parse(responses.CREDENTIAL ?? '');
    } catch {
      return fail('InvalidParameterException', 'CREDENTIAL is not JSON');
    }
    const stored = this.store.find(String(credential?.id));
    if (!stored || stored.username !== session.username) {
      return fail('NotAuthorizedException', 'The passkey is not registered for this user');
    }
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: session.challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        credential: {
          id: stored.credentialId,
          publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
          counter: stored.counter,
          transports: stored.transports as never,
        },
        requireUserVerification,
      });
    } catch (error) {
      return refusal(error, 'NotAuthorizedException');
    }
    if (!verification.verified) return fail('NotAuthorizedException', 'The passkey was not verified');
    this.store.update(stored.credentialId, {
      counter: verification.authenticationInfo.newCounter,
      lastUsedAt: Math.floor(Date.now() / 1000),
    });
    const member = await localMember(this.dir, session.clientId, session.username);
    if (!member) return fail('UserNotFoundException', 'User does not exist.');
    return this.upstream('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: session.clientId,
      AuthParameters: { USERNAME: member.username, PASSWORD: member.password },
    });
  }
}
