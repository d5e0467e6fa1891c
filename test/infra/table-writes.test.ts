import { handlerModules } from '@contract/routes';
import type { Template } from 'aws-cdk-lib/assertions';
import { synthesisTimeout, synthesizedStages } from '../support/synthesized-stages';
import { tableWritesOf } from '../support/table-writes';

/** Every function that can write the table, and its entry: the API's handler modules and the event functions. */
const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
const apiFunctions = handlerModules.map((module) => ({
  stack: 'api' as const,
  id: `${pascal(module)}Function`,
  entry: `functions/handlers/${module}.ts`,
}));
const eventFunctions = [
  { stack: 'notifications' as const, id: 'NotifierFunction', entry: 'functions/events/notify-recipient.ts' },
  { stack: 'notifications' as const, id: 'MailFeedbackFunction', entry: 'functions/events/mail-feedback.ts' },
  {
    stack: 'notifications' as const,
    id: 'UnverifiedSweepFunction',
    entry: 'functions/events/sweep-unverified.ts',
  },
];

let templates: Record<'api' | 'notifications', Template>;
beforeAll(() => {
  const { stacks, template } = synthesizedStages.branch();
  templates = { api: template(stacks.api), notifications: template(stacks.notifications) };
}, synthesisTimeout);

/** The DynamoDB actions the function's role allows on the table itself (not only on its indexes). */
function tableActionsOf(template: Template, functionId: string): Set<string> {
  const policies = template.findResources('AWS::IAM::Policy');
  const allowed = new Set<string>();
  for (const [id, policy] of Object.entries(policies)) {
    if (!id.startsWith(`${functionId}ServiceRoleDefaultPolicy`)) continue;
    const statements = policy.Properties.PolicyDocument.Statement as {
      Effect: string;
      Action: string | string[];
      Resource: unknown;
    }[];
    for (const statement of statements) {
      const onTable = [statement.Resource]
        .flat()
        .some(
          (resource) =>
            /Table[0-9A-F]{8}/.test(JSON.stringify(resource)) &&
            !JSON.stringify(resource).includes('/index/'),
        );
      if (statement.Effect === 'Allow' && onTable)
        for (const action of [statement.Action].flat()) allowed.add(action);
    }
  }
  return allowed;
}

describe('table writes (read off the code) against the IAM policies (CDK)', () => {
  it.each([...apiFunctions, ...eventFunctions])(
    '$id may make every table write its code makes ($entry)',
    ({ stack, id, entry }) => {
      const writes = [...tableWritesOf(entry)].sort();
      const allowed = tableActionsOf(templates[stack], id);
      expect(writes.filter((action) => !allowed.has(action))).toEqual([]);
    },
  );

  it('finds the username check limit: the usernames function writes its counter (UpdateItem) and nothing else', () => {
    expect([...tableWritesOf('functions/handlers/usernames.ts')]).toEqual(['dynamodb:UpdateItem']);
  });

  it('lets the read-only modules update only limit counters: UpdateItem, in their own partitions', () => {
    for (const [module, partition] of [
      ['Usernames', 'ADDRESS#*'],
      ['Users', 'USER#*'],
    ] as const) {
      const policy = Object.entries(templates.api.findResources('AWS::IAM::Policy')).find(([id]) =>
        id.startsWith(`${module}FunctionServiceRoleDefaultPolicy`),
      )?.[1];
      const statements = policy?.Properties.PolicyDocument.Statement as {
        Action: string | string[];
        Condition?: unknown;
      }[];
      const writing = statements.filter((s) =>
        [s.Action]
          .flat()
          .some(
            (action) =>
              action.startsWith('dynamodb:') &&
              !['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'].includes(action),
          ),
      );
      expect(writing).toEqual([
        expect.objectContaining({
          Action: 'dynamodb:UpdateItem',
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [partition] } },
        }),
      ]);
    }
  });
});
