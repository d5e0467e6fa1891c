/**
 * One cold start in a fresh process (bundled by bench/cold-starts.ts and run with plain Node): the local
 * gateway serves one handler module from its built bundle. The clock starts when the gateway begins importing
 * the bundle (a Lambda's init: module code and client construction) and stops when the first response
 * arrives; a second request gives the warm time. Prints JSON.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { HandlerModule } from '@contract/routes';
import { type ApiHandler, startGateway } from '../infra/local/gateway';

interface ColdStartRequest {
  module: HandlerModule;
  bundle: string;
  port: number;
  issuer: string;
  clientId: string;
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}

const request = JSON.parse(process.argv[2] ?? '{}') as ColdStartRequest;
let startedAt = 0;
let importMs = 0;
const gateway = await startGateway({
  port: request.port,
  issuer: request.issuer,
  clientId: request.clientId,
  // No Cognito trigger calls reach this gateway: a key nobody signs with.
  triggerKeyId: randomUUID(),
  loadHandler: async (module) => {
    if (module !== request.module) throw new Error(`unexpected module ${module}`);
    startedAt = performance.now();
    const loaded = (await import(pathToFileURL(request.bundle).href)) as { handler: ApiHandler };
    importMs = performance.now() - startedAt;
    return loaded.handler;
  },
});

const send = () =>
  fetch(`${gateway.endpoint}${request.path}`, {
    method: request.method,
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : undefined,
  });

const first = await send();
await first.arrayBuffer();
const coldStartMs = performance.now() - startedAt;
const warmStart = performance.now();
const second = await send();
await second.arrayBuffer();
const warmMs = performance.now() - warmStart;
await gateway.stop();
console.log(JSON.stringify({ status: first.status, importMs, coldStartMs, warmMs }));
// The SDK clients keep their connections open, as in Lambda; this process is done.
process.exit(0);
