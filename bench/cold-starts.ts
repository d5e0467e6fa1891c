import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { HandlerModule } from '@contract/routes';
import { build } from 'esbuild';
import getPort from 'get-port';
import { envNames } from '../functions/config';
import { writeApiDocument } from '../infra/local/api-document';
import type { TestMember } from '../test/support/profiles';
import { testStack } from '../test/support/stack';
import { type BundleResult, benchDir } from './bundles';
import { coldStartChildBuild } from './cold-start-build';
import { sized } from './smoke';
import { median } from './stats';

export interface ColdStartResult {
  module: string;
  request: string;
  status: number;
  coldStartMsMedian: number;
  warmMs: number;
}

interface Probe {
  method: string;
  path: string;
  auth: boolean;
  body?: unknown;
}

/** The first request each module serves after a cold start. */
function probes(other: TestMember): Record<HandlerModule, Probe> {
  return {
    usernames: { method: 'GET', path: `/usernames/${other.username}/availability`, auth: false },
    profile: { method: 'GET', path: '/me', auth: true },
    contacts: { method: 'GET', path: '/me/contacts', auth: true },
    users: { method: 'GET', path: `/users/${other.userId}/public-profile`, auth: true },
    receipts: { method: 'GET', path: '/receipts?box=all&limit=20', auth: true },
    openapi: { method: 'GET', path: '/openapi.json', auth: false },
    // Refused by validation (400): the module loads, and no e-mail is sent.
    'contact-form': { method: 'POST', path: '/contact-messages', auth: false, body: {} },
    account: { method: 'GET', path: '/me/export', auth: true },
    // A non-moderator is refused after the token's groups are read: the module is still loaded.
    moderation: { method: 'GET', path: '/moderation/reports', auth: true },
    media: {
      method: 'POST',
      path: '/me/photo-upload',
      auth: true,
      body: { fileName: 'me.png', contentType: 'image/png', size: 1000 },
    },
  };
}

const runs = sized(3);

/**
 * A true cold start per handler module: a fresh Node process runs the local gateway, which imports the built
 * bundle on the first request and serves it against the local stack (median of 3 processes).
 */
export async function measureColdStarts(
  bundles: BundleResult[],
  caller: TestMember,
  other: TestMember,
): Promise<ColdStartResult[]> {
  const child = join(benchDir, 'cold-start-child.mjs');
  await build({ ...coldStartChildBuild, outfile: child });
  const stack = testStack();
  if (!stack.local) throw new Error('The cold-start bench needs the local stack');
  const local = stack.local;
  const requests = probes(other);
  const documentFile = writeApiDocument(benchDir);
  const results: ColdStartResult[] = [];
  for (const bundle of bundles) {
    const probe = requests[bundle.module as HandlerModule];
    if (!probe) continue;
    const samples: { status: number; coldStartMs: number; warmMs: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const request = {
        module: bundle.module,
        bundle: bundle.file,
        port: await getPort(),
        issuer: `${local.cognitoEndpoint}/${stack.userPoolId}`,
        clientId: stack.clientId,
        method: probe.method,
        path: probe.path,
        token: probe.auth ? caller.idToken : undefined,
        body: probe.body,
      };
      const output = execFileSync(process.execPath, [child, JSON.stringify(request)], {
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          TABLE_NAME: stack.tableName,
          MEDIA_BUCKET: stack.bucket,
          DYNAMODB_ENDPOINT: local.dynamoEndpoint,
          S3_ENDPOINT: local.s3Endpoint,
          AWS_REGION: 'us-east-1',
          LOG_LEVEL: 'silent',
          [envNames.apiDocumentFile]: documentFile,
        },
      }).toString();
      samples.push(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'));
    }
    results.push({
      module: bundle.module,
      request: `${probe.method} ${probe.path.split('?')[0]}`,
      status: samples[0]!.status,
      coldStartMsMedian: Number(median(samples.map((s) => s.coldStartMs)).toFixed(1)),
      warmMs: Number(median(samples.map((s) => s.warmMs)).toFixed(1)),
    });
  }
  return results;
}
