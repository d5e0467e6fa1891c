import { createServer } from 'node:net';
import * as messages from '@contract/messages';
import type { Service } from '../../infra/local/service';
import { pointHandlersAtTestStack } from '../support/in-process';
import { describeWith, testStack } from '../support/stack';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A second gateway on the test stack whose trigger key the test knows, to reach past the key check. */
// Local only: it starts a second local gateway on the emulators.
describeWith('inProcessHandlers')('the gateway trigger endpoint answers malformed input with a 4xx', () => {
  const keyId = 'LOCALTESTKEY';
  let gateway: Service;
  const signed = { authorization: `AWS4-HMAC-SHA256 Credential=${keyId}/20250101/local/lambda/aws4_request` };
  const invoke = (body: string, headers: Record<string, string> = signed, name = 'preSignUp') =>
    fetch(`${gateway.endpoint}/2015-03-31/functions/${name}/invocations`, { method: 'POST', headers, body });

  beforeAll(async () => {
    pointHandlersAtTestStack();
    const { startGateway } = await import('../../infra/local/gateway');
    const { userPoolId, clientId, local } = testStack();
    gateway = await startGateway({
      port: await freePort(),
      issuer: `${local?.cognitoEndpoint}/${userPoolId}`,
      clientId,
      triggerKeyId: keyId,
    });
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it.each([
    ['not JSON', '{"triggerSource":'],
    ['an empty body', ''],
    ['an array', '[]'],
    ['no response object', '{"triggerSource":"PreSignUp_SignUp"}'],
    ['null', 'null'],
  ])('%s is 400', async (_, body) => {
    expect((await invoke(body)).status).toBe(400);
  });

  it('an unknown function is 404, a key with another prefix 403', async () => {
    const event = '{"triggerSource":"PreSignUp_SignUp","request":{},"response":{}}';
    expect((await invoke(event, signed, 'postConfirmation')).status).toBe(404);
    expect((await invoke(event, signed, '__proto__')).status).toBe(404);
    const near = {
      authorization: `AWS4-HMAC-SHA256 Credential=${keyId}X/20250101/local/lambda/aws4_request`,
    };
    expect((await invoke(event, near)).status).toBe(403);
  });

  const signUp = (given_name: string) =>
    JSON.stringify({
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { given_name, family_name: 'Lovelace' } },
      response: {},
    });

  it('a signed, well-formed trigger event runs the trigger', async () => {
    const res = await invoke(signUp('Ada'));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-function-error')).toBeNull();
    expect(((await res.json()) as { response: { autoConfirmUser: boolean } }).response.autoConfirmUser).toBe(
      true,
    );
  });

  it('a trigger that refuses answers as Lambda does for a function that threw, with its message', async () => {
    const res = await invoke(signUp('Ada\u202Egnp.exe'));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await res.json()).toEqual({ errorType: 'Error', errorMessage: messages.disallowedCharacters });
  });
});
