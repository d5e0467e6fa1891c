import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import getPort from 'get-port';
import { userPoolSettings } from '../auth-settings';
import { type CodeDelivery, codeDeliveryLine, isCodeDelivery } from './code-delivery';
import { upgradeKeptPools } from './cognito-pool-upgrade';
import { startCognitoShim } from './cognito-shim';
import { runTrigger } from './gateway-triggers';
import { ensureModeratorsGroup } from './moderators';
import { localCredentials, localOrigin } from './service';
import { type ChildRun, readyRun, type SupervisedService, supervise } from './supervisor';

export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
}

/**
 * cognito-local on loopback. It keeps its data in `<dir>/.cognito` and calls the PreSignUp trigger
 * through the Lambda endpoint the local gateway serves, signed with `lambda.credentials` (the gateway
 * answers trigger calls only with that key). Its output goes to `<dir>/cognito-local.log`, and every code
 * it "sends" reaches `onCode` through an IPC channel (see cognito-local-process.ts).
 */
export async function startCognito(
  port: number,
  dir: string,
  lambda: { endpoint: string; credentials: typeof localCredentials },
  onCode: (delivery: CodeDelivery) => void,
  hooks: Parameters<typeof supervise>[3] = {},
  allowOrigin = localOrigin,
): Promise<SupervisedService> {
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  const upstreamPort = await getPort({ host: '127.0.0.1' });
  const shim = await startCognitoShim(port, `http://127.0.0.1:${upstreamPort}`, allowOrigin, dir, (event) =>
    runTrigger('preTokenGeneration', event),
  );
  const config = {
    LambdaClient: { endpoint: lambda.endpoint, region: 'local', credentials: lambda.credentials },
    TokenConfig: { IssuerDomain: endpoint },
    ServerConfig: { hostname: '127.0.0.1', port: upstreamPort },
    TriggerFunctions: { PreSignUp: 'preSignUp' },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  writeFileSync(join(dir, '.cognito', 'config.json'), JSON.stringify(config, null, 2));
  upgradeKeptPools(dir);
  const log = createWriteStream(join(dir, 'cognito-local.log'), { flags: 'a' });

  /** One cognito-local process behind the shim, answering; its users stay on disk across restarts. */
  const launch = async (): Promise<ChildRun> => {
    const resolve = createRequire(import.meta.url).resolve;
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(resolve('tsx')).href, resolve('./cognito-local-process.ts')],
      {
        cwd: dir,
        env: { ...process.env, PORT: String(upstreamPort), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.on('message', (message) => {
      if (!isCodeDelivery(message)) return;
      log.write(`${codeDeliveryLine(message)}\n`);
      onCode(message);
    });
    const client = cognitoClient(endpoint);
    try {
      return await readyRun('cognito-local', child, () =>
        client.send(new ListUserPoolsCommand({ MaxResults: 1 })),
      );
    } finally {
      client.destroy();
    }
  };

  let cognito: SupervisedService;
  try {
    // Restarted when its process dies, as DynamoDB Local and s3rver are (supervisor.ts).
    cognito = await supervise('cognito-local', endpoint, launch, hooks);
  } catch (error) {
    await shim.stop();
    throw error;
  }
  return {
    ...cognito,
    stop: async () => {
      await Promise.all([cognito.stop(), shim.stop()]);
      log.end();
    },
  };
}

export const cognitoClient = (endpoint: string) =>
  new CognitoIdentityProviderClient({ endpoint, region: 'local', credentials: localCredentials });

/** Finds the pool and SPA client by name, or creates them from the same settings as the CDK Auth stack. */
export async function ensureUserPool(endpoint: string, poolName: string): Promise<LocalUserPool> {
  const client = cognitoClient(endpoint);
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UserAttributeUpdateSettings: {
          AttributesRequireVerificationBeforeUpdate: [...userPoolSettings.keptUntilVerified],
        },
        Policies: { PasswordPolicy: { MinimumLength: userPoolSettings.passwordMinLength } },
        Schema: userPoolSettings.requiredAttributes.map((name) => ({
          Name: name,
          AttributeDataType: 'String',
          Required: true,
          Mutable: !(userPoolSettings.fixedAttributes as readonly string[]).includes(name),
        })),
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('cognito-local did not create the user pool');
  const clientName = userPoolSettings.spaClientName;
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const settings = {
    UserPoolId: userPoolId,
    ClientName: clientName,
    // The site's password flow (no SRP here), passkeys (USER_AUTH, answered by the shim) and the tests'
    // admin sign-in, as on a branch stage in AWS.
    ExplicitAuthFlows: [
      'ALLOW_USER_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ],
    // A sign-in's access token lasts the step-up window, as the Auth stack's client sets it. ID tokens keep
    // cognito-local's day: the bench and the soak hold one member's token for longer than an hour.
    AccessTokenValidity: userPoolSettings.accessTokenMinutes,
    TokenValidityUnits: { AccessToken: 'minutes' },
  } satisfies CreateUserPoolClientCommandInput;
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  if (clientId) {
    // A pool kept on disk from before a setting gets it.
    await client.send(new UpdateUserPoolClientCommand({ ...settings, ClientId: clientId }));
  } else {
    const created = await client.send(new CreateUserPoolClientCommand(settings));
    clientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error('cognito-local did not create the user pool client');
  await ensureModeratorsGroup(client, userPoolId);
  client.destroy();
  return { userPoolId, clientId };
}
