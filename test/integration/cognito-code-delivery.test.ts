import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { codeDeliveryLine } from '../../infra/local/code-delivery';
import { storedCode } from '../support/cognito-codes';
import { describeWith, testStack } from '../support/stack';
import { signUpUser } from '../support/users';

const requests = 300;
const countOf = (text: string, needle: string) => text.split(needle).length - 1;

// Local-only: it reads cognito-local's own files and log.
describeWith('readCognitoCodes')('local code delivery', () => {
  it('writes every code to the log and the console for hundreds of requests', async () => {
    const { clientId, local } = testStack();
    if (!local) throw new Error('local-only test');
    const { cognitoEndpoint, cognitoLog } = local;
    const client = new CognitoIdentityProviderClient({
      endpoint: cognitoEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const users = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const boxesBefore = countOf(readFileSync(cognitoLog, 'utf8'), 'Confirmation Code Delivery');
    const expected: string[] = [];
    for (let i = 0; i < requests; i++) {
      const { email } = users[i % users.length]!;
      await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
      const code = storedCode(email, 'ConfirmationCode');
      if (!code) throw new Error(`cognito-local stored no reset code for ${email}`);
      expected.push(codeDeliveryLine({ destination: email, code }));
    }
    client.destroy();

    let log = '';
    for (let attempt = 0; attempt < 100; attempt++) {
      log = readFileSync(cognitoLog, 'utf8');
      if (countOf(log, 'Confirmation Code Delivery') - boxesBefore >= requests) break;
      await sleep(100);
    }
    const missing = expected.filter((line) => !log.includes(line));
    expect(missing).toEqual([]);
    // cognito-local's own boxes (what a developer reads in the console) keep coming too.
    expect(countOf(log, 'Confirmation Code Delivery') - boxesBefore).toBeGreaterThanOrEqual(requests);
    // What it checks is that no code is lost, not how fast: a busy 2-core machine takes minutes.
  }, 300_000);
});
