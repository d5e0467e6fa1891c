import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolSettings } from '../auth-settings';
import { localCredentials, type Service, waitFor } from './service';

export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
}

/**
 * cognito-local on loopback. It keeps its data in `<dir>/.cognito` and calls the PreSignUp trigger
 * through the Lambda endpoint the local gateway serves.
 */
export async function startCognito(port: number, dir: string, lambdaEndpoint: string): Promise<Service> {
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  const config = {
    LambdaClient: { endpoint: lambdaEndpoint, region: 'local', credentials: localCredentials },
    TokenConfig: { IssuerDomain: endpoint },
    ServerConfig: { hostname: '127.0.0.1', port },
    TriggerFunctions: { PreSignUp: 'preSignUp' },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  writeFileSync(join(dir, '.cognito', 'config.json'), JSON.stringify(config, null, 2));
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child: ChildProcess = spawn(process.execPath, [bin], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: process.env.COGNITO_LOCAL_LOGS ? 'inherit' : 'ignore',
  });
  const client = cognitoClient(endpoint);
  await waitFor(
    'cognito-local',
    () => client.send(new ListUserPoolsCommand({ MaxResults: 1 })),
    () => child.exitCode !== null,
  );
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
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
        Policies: { PasswordPolicy: { MinimumLength: userPoolSettings.passwordMinLength } },
        Schema: userPoolSettings.requiredAttributes.map((name) => ({
          Name: name,
          AttributeDataType: 'String',
          Required: true,
          Mutable: true,
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
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: clientName,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error('cognito-local did not create the user pool client');
  client.destroy();
  return { userPoolId, clientId };
}
