import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { envNames } from '../../functions/config';
import { writeApiDocument } from './api-document';
import { buildSite } from './built-site';
import { codeDeliveryLine } from './code-delivery';
import { ensureUserPool, startCognito } from './cognito';
import { functionEnvironmentValue, localDeployValues } from './deploy-values';
import { ensureTable, startDynamo } from './dynamodb';
import { edgeDistribution } from './edge/distribution';
import { importFunction } from './function-module';
import { startGateway } from './gateway';
import { synthesizeLocalTemplates } from './iam/role-policies';
import { enforceStackIam } from './iam/stack-iam';
import { startLocalSite } from './local-site';
import { localMailEnv } from './mail-env';
import { assertPortsFree, freePorts } from './ports';
import { startS3 } from './s3';
import { runSchedulesLocally } from './schedules';
import { type Service, siteOrigin as siteOriginOf } from './service';
import type { LocalStack, LocalStackOptions } from './stack-shape';
import { type StreamPollerOptions, startStreamPoller } from './stream-poller';
import type { SupervisedService } from './supervisor';

export const localNames = {
  table: 'receipts-local',
  bucket: 'receipts-media-local',
  userPool: 'receipts-local',
};

export interface LocalEndpoints {
  dynamoEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
}

/** What a function reads to reach the local emulators: the stack's own, and a script's run beside it. */
export const localEmulatorEnv = (endpoints: LocalEndpoints, userPoolId: string) => ({
  [envNames.tableName]: localNames.table,
  [envNames.mediaBucket]: localNames.bucket,
  [envNames.dynamoEndpoint]: endpoints.dynamoEndpoint,
  [envNames.s3Endpoint]: endpoints.s3Endpoint,
  [envNames.cognitoEndpoint]: endpoints.cognitoEndpoint,
  [envNames.userPoolId]: userPoolId,
});

/**
 * Emulated AWS on loopback: DynamoDB Local, s3rver and cognito-local, the table, bucket and pool
 * created from the CDK definitions, the local API gateway running the real handlers, and the site.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const ports = options.ports === 'auto' ? await freePorts() : options.ports;
  await assertPortsFree({ ...ports });
  const started: (Service | SupervisedService)[] = [];
  // The emulators' process ids, for the tests and the soak; gone once they are stopped, so none is read stale.
  const processesFile = join(options.dataDir, 'processes.json');
  const stop = async () => {
    // Ctrl-C reaches every process of the terminal's group at once: an emulator that ends before its turn
    // below has not crashed, and is not restarted.
    for (const service of started) if ('expectStop' in service) service.expectStop();
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
    rmSync(processesFile, { force: true });
  };
  try {
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    // cognito-local signs its trigger calls with this key; the gateway serves triggers to nobody else.
    const triggerCredentials = {
      accessKeyId: `LOCAL${randomBytes(12).toString('hex').toUpperCase()}`,
      secretAccessKey: randomBytes(24).toString('hex'),
    };
    const mailDir = join(options.dataDir, 'mail');
    const writeProcesses = () => {
      const pids = { gateway: process.pid, dynamodb: dynamo.pid(), s3: s3.pid(), cognito: cognito.pid() };
      writeFileSync(`${processesFile}.partial`, JSON.stringify(pids));
      renameSync(`${processesFile}.partial`, processesFile);
    };
    let streamArn = '';
    const siteOrigin = siteOriginOf(ports.site);
    const siteDir = options.site === 'built' ? join(options.dataDir, 'site') : null;
    // Built while the emulators start; awaited only when the site is served.
    const siteBuilt = siteDir ? buildSite(siteDir) : Promise.resolve();
    siteBuilt.catch(() => undefined);
    const emulators = Promise.all([
      startDynamo(
        ports.dynamodb,
        options.persist ? join(options.dataDir, 'dynamodb') : null,
        {
          // In memory the table is gone with the process; on disk this only checks it.
          afterRestart: async () => {
            streamArn = await ensureTable(dynamo.endpoint, localNames.table);
          },
          onRestart: () => writeProcesses(),
        },
        siteOrigin,
      ),
      startS3(
        ports.s3,
        join(options.dataDir, 's3'),
        localNames.bucket,
        { onRestart: () => writeProcesses() },
        siteOrigin,
      ),
      startCognito(
        ports.cognito,
        join(options.dataDir, 'cognito'),
        { endpoint: apiUrl, credentials: triggerCredentials },
        (delivery) => console.log(`  ✉  ${codeDeliveryLine(delivery)}`),
        { onRestart: () => writeProcesses() },
        siteOrigin,
      ),
    ]);
    // Synthesized while the emulators start: each function's role, as CDK would deploy it.
    const templates = (() => {
      try {
        return synthesizeLocalTemplates();
      } catch (error) {
        void emulators.then((all) => Promise.all(all.map((e) => e.stop())));
        throw error;
      }
    })();
    const [dynamo, s3, cognito] = await emulators;
    started.push(dynamo, s3, cognito);
    writeProcesses();
    const [pool, tableStreamArn] = await Promise.all([
      ensureUserPool(cognito.endpoint, localNames.userPool),
      ensureTable(dynamo.endpoint, localNames.table),
    ]);
    streamArn = tableStreamArn;
    const iamPoliciesFile = enforceStackIam(
      templates,
      { table: localNames.table, bucket: localNames.bucket, userPoolId: pool.userPoolId },
      options.dataDir,
    );

    // The values CloudFormation would deploy: the edge secret the distribution sends is the functions' own.
    const deployed = localDeployValues(templates, {
      table: localNames.table,
      bucket: localNames.bucket,
      userPoolId: pool.userPoolId,
    });
    const edgeSecret = functionEnvironmentValue(templates, envNames.edgeSecret, deployed);
    // Edge-only as the stage is in AWS, wherever the API is served under the site's edge (`npm start` and the
    // tests); a stack without a site (the bench) is called at the gateway itself, so it answers them.
    const edgeOnly =
      options.site !== false && functionEnvironmentValue(templates, envNames.edgeOnly, deployed) === 'true';
    Object.assign(process.env, {
      ...localEmulatorEnv(
        { dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, cognitoEndpoint: cognito.endpoint },
        pool.userPoolId,
      ),
      ...localMailEnv(mailDir),
      // The contact form's inbox: its e-mails land in the mail folder like every other.
      [envNames.teamAddress]: process.env[envNames.teamAddress] ?? 'team@receipts.local',
      [envNames.siteUrl]: options.site ? siteOrigin : apiUrl,
      [envNames.apiUrl]: apiUrl,
      [envNames.apiDocumentFile]: writeApiDocument(options.dataDir),
      [envNames.edgeSecret]: edgeSecret ?? '',
      [envNames.edgeOnly]: edgeOnly ? 'true' : '',
    });
    const gateway = await startGateway({
      port: ports.api,
      issuer: `${cognito.endpoint}/${pool.userPoolId}`,
      clientId: pool.clientId,
      triggerKeyId: triggerCredentials.accessKeyId,
    });
    started.push(gateway);
    /** An event source mapping as in AWS: the table's stream → the function built from `entry`. */
    const pollStream = async (entry: string, checkpoints: string) => {
      const { handler } = await importFunction<Pick<StreamPollerOptions, 'handler'>>(entry);
      const checkpointFile = join(options.dataDir, checkpoints);
      const streamOf = () => streamArn;
      started.push(
        startStreamPoller({ endpoint: dynamo.endpoint, streamArn: streamOf, entry, handler, checkpointFile }),
      );
    };
    await pollStream('functions/events/notify-recipient.ts', 'stream-checkpoints.json');
    // Receipts stored before the dashboard's figures were kept are counted once (idempotent with the consumer).
    const { replayDashboardFiguresOnce } = await import('../../functions/store/dashboard/stats-replay');
    await replayDashboardFiguresOnce();
    // Reflections written before their count was kept are counted once, from the journal's own reads.
    const { recountReflectionsOnce } = await import('../../functions/store/receipts/reflection-recount');
    await recountReflectionsOnce();
    // Pair entries written before each pair's newest was kept get it once (the dashboard's circle dates), and
    // follow-up answers given before their count was kept are counted once.
    const { recountPairsLatestOnce } = await import('../../functions/store/profiles/stats-pairs');
    await recountPairsLatestOnce();
    const { recountFollowUpAnswersOnce } = await import('../../functions/store/receipts/follow-up-recount');
    await recountFollowUpAnswersOnce();
    // A second event source mapping in AWS: the same stream → the dashboard's aggregates.
    await pollStream('functions/events/dashboard-stats.ts', 'stream-checkpoints-dashboard.json');
    started.push(...runSchedulesLocally());

    let siteUrl: string | null = null;
    if (options.site) {
      await siteBuilt;
      const site = await startLocalSite({
        port: ports.site,
        origin: siteOrigin,
        siteDir,
        userPoolId: pool.userPoolId,
        clientId: pool.clientId,
        cognitoEndpoint: cognito.endpoint,
        gatewayUrl: gateway.endpoint,
        mediaBucketUrl: `${s3.endpoint}/${localNames.bucket}`,
        distribution: edgeDistribution(templates, deployed),
      });
      started.push(site);
      siteUrl = site.endpoint;
    }

    return {
      siteUrl,
      siteDir,
      apiUrl: gateway.endpoint,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      cognitoEndpoint: cognito.endpoint,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      tableName: localNames.table,
      bucket: localNames.bucket,
      mailDir,
      cognitoDbDir: join(options.dataDir, 'cognito', '.cognito', 'db'),
      cognitoLog: join(options.dataDir, 'cognito', 'cognito-local.log'),
      processesFile,
      iamPoliciesFile,
      edgeSecret: edgeOnly ? (edgeSecret ?? null) : null,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
