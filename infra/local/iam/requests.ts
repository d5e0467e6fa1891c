import { tableDefinition } from '../../../functions/store/platform/table-definition';
import { localArns } from './local-arns';

/** One request as IAM authorizes it: an action on a resource, with the condition keys the call carries. */
export interface IamRequest {
  action: string;
  resource: string;
  context: Record<string, string | string[]>;
}

type Input = Record<string, unknown>;
type Attribute = { S?: string } | string | undefined;

/** A key attribute's value, marshalled ({ S: … }) or not (the document client before it marshals). */
const stringOf = (value: unknown) => {
  const attribute = value as Attribute;
  return typeof attribute === 'string' ? attribute : attribute?.S;
};
const leadingKeyOf = (item: unknown) => stringOf((item as Input | undefined)?.[tableDefinition.partitionKey]);
const leadingKeys = (items: unknown[]): Record<string, string[]> => {
  const keys = [...new Set(items.map(leadingKeyOf).filter((k): k is string => k !== undefined))];
  return keys.length ? { 'dynamodb:LeadingKeys': keys } : {};
};

/** The partition key value a Query's key condition binds (`PK = :pk`, `#pk = :pk`). */
function queryLeadingKey(input: Input) {
  const index = tableDefinition.indexes.find((i) => i.name === input.IndexName);
  const partitionKey = index?.partitionKey ?? tableDefinition.partitionKey;
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const [, name, value] of String(input.KeyConditionExpression ?? '').matchAll(
    /(#?\w+)\s*=\s*(:\w+)/g,
  )) {
    if ((names[name ?? ''] ?? name) === partitionKey) return stringOf(values[value ?? '']);
  }
  return undefined;
}

const tableArn = (name: unknown) => localArns.table(String(name));

function dynamoRequests(command: string, input: Input): IamRequest[] {
  const single = (action: string, item: unknown, table = input.TableName): IamRequest => ({
    action: `dynamodb:${action}`,
    resource: tableArn(table),
    context: leadingKeys([item]),
  });
  switch (command) {
    case 'GetItem':
    case 'DeleteItem':
    case 'UpdateItem':
      return [single(command, input.Key)];
    case 'PutItem':
      return [single(command, input.Item)];
    case 'Query':
    case 'Scan': {
      const key = command === 'Query' ? queryLeadingKey(input) : undefined;
      return [
        {
          action: `dynamodb:${command}`,
          resource: input.IndexName
            ? localArns.index(String(input.TableName), String(input.IndexName))
            : tableArn(input.TableName),
          context: key ? { 'dynamodb:LeadingKeys': [key] } : {},
        },
      ];
    }
    case 'BatchGetItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>).map(
        ([table, { Keys = [] }]) => ({
          action: 'dynamodb:BatchGetItem',
          resource: tableArn(table),
          context: leadingKeys(Keys),
        }),
      );
    case 'BatchWriteItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, Input[]>).map(([table, writes]) => ({
        action: 'dynamodb:BatchWriteItem',
        resource: tableArn(table),
        context: leadingKeys(
          writes.map((w) => (w.PutRequest as Input)?.Item ?? (w.DeleteRequest as Input)?.Key),
        ),
      }));
    // A transaction is authorized as the item actions it is made of.
    case 'TransactWriteItems':
      return ((input.TransactItems ?? []) as Input[]).flatMap((entry) => {
        const [kind, op] = Object.entries(entry)[0] ?? [];
        const part = (op ?? {}) as Input;
        const action = {
          Put: 'PutItem',
          Update: 'UpdateItem',
          Delete: 'DeleteItem',
          ConditionCheck: 'ConditionCheckItem',
        }[kind ?? ''];
        return action ? [single(action, part.Item ?? part.Key, part.TableName)] : [];
      });
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as { Get?: Input }[]).map(({ Get = {} }) =>
        single('GetItem', Get.Key, Get.TableName),
      );
    case 'ListTables':
      return [{ action: 'dynamodb:ListTables', resource: '*', context: {} }];
    default:
      return [{ action: `dynamodb:${command}`, resource: tableArn(input.TableName), context: {} }];
  }
}

/** DynamoDB Local's stream ARN (its own region), or one inside a shard iterator, as the table's stream here. */
function streamArn(text: unknown) {
  const found = /table\/([^/]+)\/stream\/([^|/\s"]+)/.exec(String(text ?? ''));
  return found ? localArns.stream(found[1] ?? '', found[2] ?? '') : '*';
}

function streamRequests(command: string, input: Input): IamRequest[] {
  if (command === 'ListStreams') return [{ action: 'dynamodb:ListStreams', resource: '*', context: {} }];
  const resource = streamArn(input.StreamArn ?? input.ShardIterator);
  return [{ action: `dynamodb:${command}`, resource, context: {} }];
}

function s3Requests(command: string, input: Input): IamRequest[] {
  const bucket = String(input.Bucket ?? '');
  const object = (action: string, key = input.Key) => ({
    action: `s3:${action}`,
    resource: localArns.object(bucket, String(key)),
    context: {},
  });
  switch (command) {
    case 'GetObject':
    case 'HeadObject':
      return [object(input.VersionId ? 'GetObjectVersion' : 'GetObject')];
    case 'PutObject':
    case 'DeleteObject':
      return [object(command)];
    case 'DeleteObjects':
      return ((input.Delete as { Objects?: { Key?: string }[] })?.Objects ?? []).map((o) =>
        object('DeleteObject', o.Key),
      );
    case 'CopyObject': {
      const source = decodeURIComponent(String(input.CopySource ?? '')).replace(/^\//, '');
      return [
        object('PutObject'),
        { action: 's3:GetObject', resource: `arn:aws:s3:::${source}`, context: {} },
      ];
    }
    case 'ListObjectsV2':
    case 'ListObjects':
      return [
        {
          action: 's3:ListBucket',
          resource: localArns.bucket(bucket),
          context: input.Prefix === undefined ? {} : { 's3:prefix': String(input.Prefix) },
        },
      ];
    case 'HeadBucket':
      return [{ action: 's3:ListBucket', resource: localArns.bucket(bucket), context: {} }];
    default:
      return [
        {
          action: `s3:${command}`,
          resource: input.Key ? localArns.object(bucket, String(input.Key)) : localArns.bucket(bucket),
          context: {},
        },
      ];
  }
}

function cognitoRequests(command: string, input: Input): IamRequest[] {
  // Calls without a pool (sign-in, sign-up, a user's own token calls) are not IAM-authorized.
  if (typeof input.UserPoolId !== 'string') return [];
  return [{ action: `cognito-idp:${command}`, resource: localArns.userPool(input.UserPoolId), context: {} }];
}

function sqsRequests(command: string, input: Input): IamRequest[] {
  const queue =
    String(input.QueueUrl ?? input.QueueName ?? '')
      .split('/')
      .pop() ?? '';
  const action = command.replace(/Batch$/, '');
  return [{ action: `sqs:${action}`, resource: localArns.queue(queue), context: {} }];
}

function sesRequests(command: string, input: Input): IamRequest[] {
  if (command !== 'SendEmail') return [{ action: `ses:${command}`, resource: '*', context: {} }];
  const from = /<([^>]+)>/.exec(String(input.FromEmailAddress))?.[1] ?? String(input.FromEmailAddress);
  const domain = from.split('@').pop() ?? from;
  return [
    { action: 'ses:SendEmail', resource: localArns.sesIdentity(domain), context: {} },
    ...(input.ConfigurationSetName
      ? [
          {
            action: 'ses:SendEmail',
            resource: localArns.sesConfigurationSet(String(input.ConfigurationSetName)),
            context: {},
          },
        ]
      : []),
  ];
}

const byClient: Record<string, (command: string, input: Input) => IamRequest[]> = {
  DynamoDBClient: dynamoRequests,
  DynamoDBStreamsClient: streamRequests,
  S3Client: s3Requests,
  CognitoIdentityProviderClient: cognitoRequests,
  SQSClient: sqsRequests,
  SESv2Client: sesRequests,
};

/** The service prefix of a client IAM is not mapped for above: the action on every resource. */
const servicePrefix = (clientName: string) => clientName.replace(/Client$/, '').toLowerCase();

/** What IAM authorizes for one SDK call: `clientName` and `commandName` as the SDK's middleware sees them. */
export function iamRequestsOf(clientName: string, commandName: string, input: unknown): IamRequest[] {
  const command = commandName.replace(/Command$/, '');
  const requests = byClient[clientName];
  if (requests) return requests(command, (input ?? {}) as Input);
  return [{ action: `${servicePrefix(clientName)}:${command}`, resource: '*', context: {} }];
}
