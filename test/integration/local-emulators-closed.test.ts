import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { describeWith, testStack } from '../support/stack';

/** This machine's own addresses other than loopback: what someone on its network would connect to. */
const networkAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);

/** The local addresses sockets listen on at `port`, from Linux's /proc/net/tcp and tcp6. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const listening = '0A';
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(([, local, , state]) => local?.endsWith(`:${hexPort}`) && state === listening)
      .map(([, local]) => addressOf(local!.split(':')[0]!)),
  );
}

/** A /proc/net address: IPv4 as 8 hex digits little-endian; IPv6 as 32 (an IPv4-mapped one shown as IPv4). */
function addressOf(hex: string): string {
  const ipv4 = (digits: string) =>
    (digits.match(/../g) ?? [])
      .reverse()
      .map((byte) => Number.parseInt(byte, 16))
      .join('.');
  if (hex.length === 8) return ipv4(hex);
  if (hex.startsWith('0000000000000000FFFF0000')) return ipv4(hex.slice(24));
  return hex === '0'.repeat(32) ? '::' : hex;
}

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const preflight = (endpoint: string, origin: string) =>
  fetch(endpoint, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

// The emulators' own processes and ports: local only.
describeWith('readMediaObjects')("the local emulators are this machine's only", () => {
  const local = () => testStack().local!;
  const siteOrigin = () => new URL(testStack().siteUrl).origin;
  const stranger = 'http://evil.example';

  it('DynamoDB Local listens on loopback only, and no other address of this machine reaches it', async () => {
    const port = Number(new URL(local().dynamoEndpoint).port);
    expect(await connects('127.0.0.1', port)).toBe(true);
    // What the kernel says it listens on (a machine without another interface still shows the binding).
    expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
    for (const address of networkAddresses())
      expect({ address, connects: await connects(address, port) }).toEqual({ address, connects: false });
  });

  it("DynamoDB Local's CORS allows the site's origin only", async () => {
    const allowed = await preflight(local().dynamoEndpoint, siteOrigin());
    expect(allowed.headers.get('access-control-allow-origin')).toBe(siteOrigin());
    const refused = await preflight(local().dynamoEndpoint, stranger);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("s3rver's CORS allows the site's origin only", async () => {
    const bucket = `${local().s3Endpoint}/${testStack().bucket}`;
    // s3rver answers an allowed preflight with `*`, and refuses any other.
    const allowed = await preflight(bucket, siteOrigin());
    expect({ status: allowed.status, allow: allowed.headers.get('access-control-allow-origin') }).toEqual({
      status: 200,
      allow: '*',
    });
    const refused = await preflight(bucket, stranger);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("the local Cognito answers the site's origin only: another web page can neither read nor act", async () => {
    const endpoint = local().cognitoEndpoint;
    const allowed = await preflight(endpoint, siteOrigin());
    expect(allowed.headers.get('access-control-allow-origin')).toBe(siteOrigin());
    const refused = await preflight(endpoint, stranger);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // cognito-local runs admin actions without credentials: from a stranger's page, none reaches it.
    const listUserPools = (origin?: string) =>
      fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify({ MaxResults: 10 }),
      });
    const fromStranger = await listUserPools(stranger);
    expect(fromStranger.status).toBe(403);
    expect(await fromStranger.text()).not.toContain(testStack().userPoolId);
    // The stack's own tools (no browser, no Origin) still work.
    expect((await listUserPools()).status).toBe(200);
    // Nor straight to cognito-local behind the shim, on its own port.
    const config = JSON.parse(readFileSync(join(local().cognitoDbDir, '..', 'config.json'), 'utf8')) as {
      ServerConfig: { port: number };
    };
    const direct = await fetch(`http://127.0.0.1:${config.ServerConfig.port}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
        origin: stranger,
      },
      body: JSON.stringify({ MaxResults: 10 }),
    });
    expect(direct.status).toBe(403);
  });
});
