import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { Client } from '@smithy/core/client';
import { HttpResponse } from '@smithy/core/protocols';
import { localAccount } from './local-arns';
import { type IamRequest, iamRequestsOf } from './requests';
import type { FunctionRole, LocalIamPolicies } from './role-policies';

/** The function whose code is running: set by whoever invokes it locally (gateway, stream poller, schedules). */
const running = new AsyncLocalStorage<{ entry: string; role: FunctionRole }>();
let policies: LocalIamPolicies | undefined;

/** The variable that turns the check off, for diagnosis only. */
export const iamEnforcementSwitch = 'RECEIPTS_IAM_ENFORCEMENT';
export const iamEnforcementOff = () => process.env[iamEnforcementSwitch] === 'off';

interface Denial {
  request: IamRequest;
  role: FunctionRole;
}

/** A refused call, as the local stack reports it. */
export interface RefusedCall {
  entry: string;
  action: string;
  resource: string;
}
const refused: RefusedCall[] = [];

/** The calls refused in this process so far (the newest last). */
export const refusedCalls = (): readonly RefusedCall[] => refused;

const decisions = new Map<string, boolean>();
const maxDecisions = 10_000;

async function allowed(role: FunctionRole, request: IamRequest): Promise<boolean> {
  const key = JSON.stringify([role.roleName, request]);
  const known = decisions.get(key);
  if (known !== undefined) return known;
  const resourcePolicy = Object.entries(policies?.resourcePolicies ?? {}).find(
    ([arn]) => request.resource === arn || request.resource.startsWith(`${arn}/`),
  )?.[1];
  const result = await runSimulation(
    {
      request: {
        principal: `arn:aws:sts::${localAccount}:assumed-role/${role.roleName}/${role.functionName}`,
        action: request.action,
        resource: { resource: request.resource, accountId: localAccount },
        // A function reaches AWS over TLS, from AWS's own network.
        contextVariables: { 'aws:SecureTransport': 'true', ...request.context },
      },
      identityPolicies: role.identityPolicies,
      permissionBoundaryPolicies: role.permissionBoundaries,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      ...(resourcePolicy ? { resourcePolicy } : {}),
    },
    {},
  );
  if (result.resultType === 'error')
    throw new Error(`IAM check of ${request.action}: ${result.errors.message}`);
  const verdict = result.overallResult === 'Allowed';
  if (decisions.size >= maxDecisions) decisions.clear();
  decisions.set(key, verdict);
  return verdict;
}

const encoder = new TextEncoder();

/** The response AWS sends for a refused call, in the client's protocol, so the SDK makes its own error of it. */
function accessDeniedResponse(clientName: string, commandName: string, { request, role }: Denial) {
  const message =
    `User: arn:aws:sts::${localAccount}:assumed-role/${role.roleName}/${role.functionName} is not authorized ` +
    `to perform: ${request.action} on resource: ${request.resource} because no identity-based policy allows ` +
    `the ${request.action} action`;
  const requestId = randomUUID();
  if (clientName === 'S3Client')
    return new HttpResponse({
      statusCode: 403,
      headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId },
      // HEAD answers carry no body: the SDK names the error from the status alone, as with S3 itself.
      body: encoder.encode(
        commandName === 'HeadObjectCommand'
          ? ''
          : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message><RequestId>${requestId}</RequestId></Error>`,
      ),
    });
  if (clientName === 'SESv2Client')
    return new HttpResponse({
      statusCode: 403,
      headers: {
        'content-type': 'application/json',
        'x-amzn-requestid': requestId,
        'x-amzn-errortype': 'AccessDeniedException',
      },
      body: encoder.encode(JSON.stringify({ message })),
    });
  const code = clientName === 'SQSClient' ? 'AccessDenied' : 'AccessDeniedException';
  return new HttpResponse({
    statusCode: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': requestId },
    body: encoder.encode(JSON.stringify({ __type: `com.amazonaws#${code}`, message, Message: message })),
  });
}

const checkedStacks = new WeakSet<object>();

/**
 * A middleware right before the HTTP handler, after serialization, signing and retries: a refused call gets
 * AWS's answer there, so the SDK's own deserializer, error class and retry rules take it as they would in AWS.
 */
function addCheck(client: Client<never, never, never, never>) {
  const stack = client.middlewareStack as unknown as {
    add: (middleware: unknown, options: Record<string, unknown>) => void;
  };
  if (checkedStacks.has(stack)) return;
  checkedStacks.add(stack);
  stack.add(
    (next: (args: unknown) => Promise<unknown>, context: { clientName?: string; commandName?: string }) =>
      async (args: { input?: unknown }) => {
        const caller = running.getStore();
        if (!caller || !policies) return next(args);
        const clientName = context.clientName ?? '';
        const commandName = context.commandName ?? '';
        for (const request of iamRequestsOf(clientName, commandName, args.input)) {
          if (await allowed(caller.role, request)) continue;
          refused.push({ entry: caller.entry, action: request.action, resource: request.resource });
          if (refused.length > 1000) refused.shift();
          console.error(`  ✗  IAM: ${caller.entry} may not ${request.action} on ${request.resource}`);
          return { response: accessDeniedResponse(clientName, commandName, { request, role: caller.role }) };
        }
        return next(args);
      },
    { step: 'deserialize', priority: 'low', name: 'localIamEnforcement', override: true },
  );
}

/**
 * The variable that takes every grant away from one function (its entry module, or a comma-separated list):
 * the proof that its tests see what AWS would refuse.
 */
export const iamRevokeSwitch = 'RECEIPTS_IAM_REVOKE';

export function withoutRevoked(
  local: LocalIamPolicies,
  revoked = process.env[iamRevokeSwitch] ?? '',
): LocalIamPolicies {
  const entries = revoked.split(',').filter(Boolean);
  if (!entries.length) return local;
  const functions = { ...local.functions };
  for (const entry of entries) {
    const role = functions[entry];
    if (!role) throw new Error(`${iamRevokeSwitch}: no function of the local stage is built from ${entry}`);
    console.warn(`  ⚠  ${iamRevokeSwitch}: ${entry} runs with no grants at all`);
    functions[entry] = { ...role, identityPolicies: [] };
  }
  return { ...local, functions };
}

let installed = false;

/**
 * From now on, every AWS SDK call made inside `runAsFunction` is checked against that function's policies
 * before it is sent. Calls outside any function (the stack's own set-up, tests seeding data) go as before.
 */
export function enforceIam(localPolicies: LocalIamPolicies): void {
  policies = withoutRevoked(localPolicies);
  decisions.clear();
  if (iamEnforcementOff()) {
    console.warn(
      `\n  ⚠  IAM ENFORCEMENT IS OFF (${iamEnforcementSwitch}=off). Every function runs with full rights:\n` +
        '     a grant missing in CDK will pass here and fail in AWS. Use this for diagnosis only.\n',
    );
    return;
  }
  if (installed) return;
  installed = true;
  const send = Client.prototype.send;
  Client.prototype.send = function checkedSend(this: Client<never, never, never, never>, ...args: never[]) {
    addCheck(this);
    return (send as (...a: never[]) => unknown).apply(this, args);
  } as typeof send;
}

/** Runs `work` as the function built from `entry` (`functions/events/dashboard-stats.ts`), under its role. */
export function runAsFunction<T>(entry: string, work: () => T): T {
  if (!policies || iamEnforcementOff()) return work();
  const role = policies.functions[entry];
  if (!role) throw new Error(`No function of the local stage is built from ${entry}`);
  return running.run({ entry, role }, work);
}

/** Enforces the policies a running local stack wrote (`iamPoliciesFile`), in another process: tests, scripts. */
export function enforceIamFromFile(file: string): void {
  enforceIam(JSON.parse(readFileSync(file, 'utf8')) as LocalIamPolicies);
}
