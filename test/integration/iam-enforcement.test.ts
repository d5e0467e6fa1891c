import { readFileSync } from 'node:fs';
import { type HandlerModule, type RouteDef, routes } from '@contract/routes';
import { envNames } from '../../functions/config';
import * as keys from '../../functions/store/platform/keys';
import { enforceIam, enforceIamFromFile, refusedCalls, withoutRevoked } from '../../infra/local/iam/enforce';
import type { LocalIamPolicies } from '../../infra/local/iam/role-policies';
import { invoke, pointHandlersAtTestStack, underRole } from '../support/in-process';
import { createMember } from '../support/profiles';
import { describeWith, testStack } from '../support/stack';
import { newReceipts } from '../support/stream-records';

const stackPolicies = () =>
  JSON.parse(readFileSync(testStack().local!.iamPoliciesFile, 'utf8')) as LocalIamPolicies;

const refusedSince = (mark: number) => refusedCalls().slice(mark);

/** `policies` with `actions` taken out of every statement of one function's role. */
function withoutActions(policies: LocalIamPolicies, entry: string, actions: string[]): LocalIamPolicies {
  const role = policies.functions[entry]!;
  const strip = (policy: { Statement: { Action: string | string[] }[] }) => ({
    ...policy,
    Statement: policy.Statement.map((s) => ({
      ...s,
      Action: [s.Action].flat().filter((a) => !actions.includes(a)),
    })).filter((s) => s.Action.length),
  });
  return {
    ...policies,
    functions: {
      ...policies.functions,
      [entry]: {
        ...role,
        identityPolicies: role.identityPolicies.map((p) => ({ ...p, policy: strip(p.policy as never) })),
      },
    },
  };
}

describeWith('inProcessHandlers')('every function under the IAM policy CDK synthesizes for it', () => {
  beforeAll(() => pointHandlersAtTestStack());
  afterEach(() => enforceIamFromFile(testStack().local!.iamPoliciesFile));

  it('answers a refused call as AWS does: AccessDeniedException, a client fault, never retried', async () => {
    const { table } = await import('../../functions/store/platform/table');
    enforceIam(withoutRevoked(stackPolicies(), 'functions/handlers/users.ts'));
    const read = underRole('functions/handlers/users.ts', () => table.get({ Key: keys.profile('someone') }));
    const error = (await read().catch((e: unknown) => e)) as {
      name: string;
      $fault: string;
      $metadata: { httpStatusCode: number; attempts: number };
      message: string;
    };
    expect(error.name).toBe('AccessDeniedException');
    expect(error.$fault).toBe('client');
    expect(error.$metadata).toMatchObject({ httpStatusCode: 400, attempts: 1 });
    expect(error.message).toMatch(
      /is not authorized to perform: dynamodb:GetItem on resource: arn:aws:dynamodb:/,
    );
  });

  it("refuses the dashboard consumer's batches under its old policy (no BatchGetItem, no BatchWriteItem)", async () => {
    const entry = 'functions/events/dashboard-stats.ts';
    const member = await createMember();
    const { handler } = await import('../../functions/events/dashboard-stats');
    const event = newReceipts(member, member, 1);
    enforceIam(withoutActions(stackPolicies(), entry, ['dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem']));
    const mark = refusedCalls().length;
    const answer = await underRole(entry, handler)(event);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '1' }]);
    expect(refusedSince(mark).map((r) => r.action)).toContain('dynamodb:BatchGetItem');
  });

  it("holds each branch-stage role to the stage's permissions boundary, whatever its policies grant", async () => {
    const { GetItemCommand, DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const entry = 'functions/handlers/users.ts';
    const policies = stackPolicies();
    const role = policies.functions[entry]!;
    expect(role.permissionBoundaries.map((b) => b.name)).toEqual(['receipts-stage-boundary']);
    // A grant on prod's table, as a branch's template could write it: the boundary denies it all the same.
    const prodTable = {
      Effect: 'Allow',
      Action: 'dynamodb:*',
      Resource: 'arn:aws:dynamodb:*:*:table/receipts-prod',
    };
    const granted = { name: 'prod', policy: { Version: '2012-10-17', Statement: [prodTable] } };
    enforceIam({
      ...policies,
      functions: {
        ...policies.functions,
        [entry]: { ...role, identityPolicies: [...role.identityPolicies, granted] },
      },
    });
    const client = new DynamoDBClient({
      endpoint: testStack().local!.dynamoEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const read = underRole(entry, () =>
      client.send(
        new GetItemCommand({
          TableName: 'receipts-prod',
          Key: { PK: { S: 'USER#x' }, SK: { S: 'PROFILE' } },
        }),
      ),
    );
    expect(((await read().catch((e: unknown) => e)) as Error).name).toBe('AccessDeniedException');
  });

  it('sends mail only from the identity and configuration set its role names, as SES checks them', async () => {
    const entry = 'functions/handlers/contact-form.ts';
    const { handler } = (await import(`../../${entry}`)) as { handler: Parameters<typeof invoke>[0] };
    const body = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'From where?' };
    const send = () => underRole(entry, invoke)(handler, 'POST /contact-messages', 'visitor', { body });
    process.env[envNames.teamAddress] ??= 'team@receipts.local';
    expect((await send()).status).toBe(200);
    const from = process.env.MAIL_FROM;
    process.env.MAIL_FROM = 'no-reply@unverified.example';
    try {
      const mark = refusedCalls().length;
      expect((await send()).status).toBeGreaterThanOrEqual(500);
      expect(refusedSince(mark)).toEqual([
        expect.objectContaining({
          entry,
          action: 'ses:SendEmail',
          resource: expect.stringContaining('unverified.example'),
        }),
      ]);
    } finally {
      process.env.MAIL_FROM = from;
    }
  });

  /** One request of each API function that reaches AWS, run with every grant of that function removed. */
  const firstCalls: Record<Exclude<HandlerModule, 'openapi'>, { routeKey: string; body?: unknown }> = {
    usernames: { routeKey: 'GET /usernames/{username}/availability' },
    profile: { routeKey: 'GET /me' },
    contacts: { routeKey: 'GET /me/contacts' },
    users: { routeKey: 'GET /users' },
    receipts: { routeKey: 'GET /receipts' },
    media: {
      routeKey: 'POST /me/photo-upload',
      body: { fileName: 'me.jpg', contentType: 'image/jpeg', size: 1000 },
    },
    account: { routeKey: 'GET /me/export' },
    moderation: { routeKey: 'GET /moderation/reports' },
    'contact-form': {
      routeKey: 'POST /contact-messages',
      body: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello from the IAM test' },
    },
  };

  it.each(Object.entries(firstCalls))(
    'refuses the %s function its AWS calls once its grants are removed',
    async (module, { routeKey, body }) => {
      const entry = `functions/handlers/${module}.ts`;
      const route = Object.values(routes).find((r) => `${r.method} ${r.path}` === routeKey) as RouteDef;
      expect(route.handler).toBe(module);
      const member = await createMember();
      enforceIam(withoutRevoked(stackPolicies(), entry));
      const { handler } = (await import(`../../${entry}`)) as { handler: Parameters<typeof invoke>[0] };
      const mark = refusedCalls().length;
      const params = Object.fromEntries(
        [...route.path.matchAll(/\{(\w+)\}/g)].map(([, n]) => [n, 'someone']),
      );
      const answer = await underRole(entry, invoke)(handler, routeKey, member.userId, {
        params,
        ...(body ? { body } : {}),
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(refusedSince(mark).map((r) => r.entry)).toContain(entry);
    },
  );
});
