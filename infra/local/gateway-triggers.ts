import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { importFunction } from './function-module';
import { readBody, send, sendMessage } from './gateway-events';
import { runAsFunction } from './iam/enforce';

type TriggerHandler = (event: never) => Promise<unknown>;

/**
 * The pool's Lambda triggers, by function name, as the Auth stack wires them (test/infra/stacks/auth-stack):
 * cognito-local invokes PreSignUp; the shim in front of it runs pre token generation (version 2, which
 * cognito-local lacks) on each refresh.
 */
const triggers: Record<string, string> = {
  preSignUp: 'functions/events/pre-sign-up.ts',
  preTokenGeneration: 'functions/events/pre-token-generation.ts',
};

/** Runs the trigger `name` on `event` as Lambda would, under its synthesized role; null for no such trigger. */
export async function runTrigger(name: string, event: Record<string, unknown>): Promise<unknown> {
  const entry = Object.hasOwn(triggers, name) ? triggers[name] : undefined;
  if (!entry) return null;
  const { handler } = await importFunction<{ handler: TriggerHandler }>(entry);
  return runAsFunction(entry, () => handler(event as never));
}

/** The access key id of a SigV4 `Authorization` header (`AWS4-HMAC-SHA256 Credential=<key>/...`). */
const signingKeyId = (authorization: string | undefined) =>
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\//.exec(authorization ?? '')?.[1] ?? '';

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A Cognito trigger event: the fields every trigger reads and answers in. */
const isTriggerEvent = (event: unknown): event is Record<string, unknown> =>
  typeof event === 'object' &&
  event !== null &&
  !Array.isArray(event) &&
  typeof (event as { triggerSource?: unknown }).triggerSource === 'string' &&
  typeof (event as { response?: unknown }).response === 'object' &&
  (event as { response?: unknown }).response !== null;

/**
 * Lambda Invoke for cognito-local, like Lambda's IAM-authenticated endpoint: only calls signed with the
 * key the local cognito is configured with (a random one per start), only POST, only a trigger event.
 */
export async function invokeTrigger(req: IncomingMessage, res: ServerResponse, name: string, keyId: string) {
  if (!sameSecret(signingKeyId(req.headers.authorization), keyId)) return sendMessage(res, 403, 'Forbidden');
  if (req.method !== 'POST') return sendMessage(res, 405, 'Method Not Allowed');
  if (!Object.hasOwn(triggers, name)) return sendMessage(res, 404, 'Function not found');
  const body = await readBody(req);
  if (body === null) return sendMessage(res, 413, 'Request Entity Too Large');
  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    return sendMessage(res, 400, 'Invalid trigger event');
  }
  if (!isTriggerEvent(event)) return sendMessage(res, 400, 'Invalid trigger event');
  try {
    return send(res, 200, JSON.stringify(await runTrigger(name, event)));
  } catch (error) {
    // As Lambda answers a function that threw: Cognito then refuses the operation with its message.
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return send(res, 200, JSON.stringify({ errorType: name, errorMessage: message }), {
      'x-amz-function-error': 'Unhandled',
    });
  }
}
