import { createServer } from 'node:http';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Me } from '@contract/schemas/profile';
import { startCognitoShim } from '../../infra/local/cognito-shim';
import { listenOnLoopback, type Service } from '../../infra/local/service';
import { callApi } from '../support/api';
import { createMember } from '../support/profiles';
import { describeWith, testStack } from '../support/stack';
import { signIn } from '../support/users';

/** Amplify's refresh call, as the site makes it when the ID token has run out, to `endpoint`. */
async function refreshAt(endpoint: string, refreshToken: string) {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: testStack().region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const answer = await client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: testStack().clientId, RefreshToken: refreshToken }),
    );
    return answer.AuthenticationResult;
  } finally {
    client.destroy();
  }
}

/** An emulator address that notes each call's action and passes it on to `emulator`. */
async function recordingEmulator(emulator: string) {
  const actions: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const action = String(req.headers['x-amz-target'] ?? '');
    actions.push(action);
    const answer = await fetch(emulator, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']), 'x-amz-target': action },
      body: Buffer.concat(chunks),
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  return { ...(await listenOnLoopback(server, 0)), actions };
}

/**
 * A session outlives its ID token (60 minutes) only if the refresh works: the emulators (cognito-local here,
 * LocalStack with `npm run test:localstack`) lack Amplify's `GetTokensFromRefreshToken`, and the shim in
 * front of them answers it.
 */
describeWith('emulatedUserPool')('a session past its ID token', () => {
  let shim: Service | undefined;
  afterAll(() => shim?.stop());

  it('gets fresh tokens from its refresh token, and the API takes them as the same member', async () => {
    const member = await createMember('Rena', 'Fresh');
    const { refreshToken } = await signIn(member.email, member.password);
    const fresh = await refreshAt(testStack().local!.cognitoEndpoint, refreshToken!);
    expect(fresh?.IdToken).toBeTruthy();
    const me = await callApi('GET', '/me', { token: fresh!.IdToken! });
    expect(me.status).toBe(200);
    expect(Me.parse(me.body).profile.userId).toBe(member.userId);
  });

  it("keeps the sign-in's auth_time, as Cognito does: a refresh is no new sign-in for the step-up", async () => {
    const member = await createMember('Keep', 'Time');
    const { idToken, refreshToken } = await signIn(member.email, member.password);
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        auth_time: number;
        iat: number;
      };
    // Into the next second, so a refresh stamped with its own time would show a later one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await refreshAt(testStack().local!.cognitoEndpoint, refreshToken!);
    for (const token of [fresh!.IdToken!, fresh!.AccessToken!]) {
      expect(claims(token).auth_time).toBe(claims(idToken).auth_time);
      expect(claims(token).iat).toBeGreaterThan(claims(idToken).iat);
    }
    expect((await callApi('GET', '/me', { token: fresh!.IdToken! })).status).toBe(200);
  });

  it('is answered by a shim in front of any emulator address (as the LocalStack stage uses it)', async () => {
    const member = await createMember('Loca', 'Stack');
    const { refreshToken } = await signIn(member.email, member.password);
    const upstream = await recordingEmulator(testStack().local!.cognitoEndpoint);
    shim = await startCognitoShim(0, upstream.endpoint);
    try {
      const fresh = await refreshAt(shim.endpoint, refreshToken!);
      expect((await callApi('GET', '/me', { token: fresh!.IdToken! })).status).toBe(200);
      expect(upstream.actions).toEqual(['AWSCognitoIdentityProviderService.InitiateAuth']);
    } finally {
      await upstream.stop();
    }
  });

  it('answers a refresh whose body is not JSON with 400, and keeps answering', async () => {
    const refresh = (body: string) =>
      fetch(testStack().local!.cognitoEndpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
        },
        body,
      });
    for (const body of ['{"RefreshToken":', 'null', '[1'])
      expect([body, (await refresh(body)).status]).toEqual([body, 400]);
    const member = await createMember('Still', 'Here');
    const { refreshToken } = await signIn(member.email, member.password);
    expect((await refreshAt(testStack().local!.cognitoEndpoint, refreshToken!))?.IdToken).toBeTruthy();
  });

  it('refuses a refresh token that is not one', async () => {
    await expect(refreshAt(testStack().local!.cognitoEndpoint, 'not-a-refresh-token')).rejects.toThrow();
  });
});
