/**
 * `npm run photos:convert [-- --stage <name>] [--ready-file=<path>]`: remakes the profile photos stored
 * before photos were remade on attach (scripts/photo-conversion.ts), and prints what it did. Safe to run
 * again; a second run finds nothing to do.
 *
 * Without `--stage` it works on the running local stack (`npm start`; `--ready-file`: see
 * scripts/local-operator.ts). With `--stage <name>` it works on that deployed stage's table and bucket,
 * read from `.stages/<name>/outputs.json` (`npm run stage:outputs -- --stage <name>` writes it), with AWS
 * credentials from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), as the
 * functions read them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { envNames } from '../functions/config';
import { localNames } from '../infra/local/stack';
import { type CdkOutputsFile, outputsFileFor, readStageOutputs } from '../infra/stage-outputs';
import { localEndpoints, localStackHint } from './local-operator';

const { values } = parseArgs({ options: { stage: { type: 'string' }, 'ready-file': { type: 'string' } } });

function stageEnvironment(stage: string) {
  const path = outputsFileFor(stage);
  if (!existsSync(path))
    throw new Error(`no ${path}: run \`npm run stage:outputs -- --stage ${stage}\` first`);
  const file = JSON.parse(readFileSync(path, 'utf8')) as CdkOutputsFile;
  const outputs = readStageOutputs(file, stage);
  return {
    [envNames.tableName]: outputs.tableName,
    [envNames.mediaBucket]: outputs.mediaBucket,
    AWS_REGION: outputs.region,
  };
}

function localEnvironment(readyFile: string | undefined) {
  const endpoints = localEndpoints(readyFile);
  return {
    [envNames.tableName]: localNames.table,
    [envNames.mediaBucket]: localNames.bucket,
    [envNames.dynamoEndpoint]: endpoints.dynamoEndpoint,
    [envNames.s3Endpoint]: endpoints.s3Endpoint,
  };
}

const where = values.stage ? `stage ${values.stage}` : 'the local stack';
try {
  // Before the store modules load: their clients take the endpoints when created.
  Object.assign(
    process.env,
    values.stage ? stageEnvironment(values.stage) : localEnvironment(values['ready-file']),
  );
  const { convertPhotos } = await import('./photo-conversion');
  const summary = await convertPhotos();
  for (const failure of summary.failed)
    console.log(
      `  ${failure.userId}: ${failure.photoURL} could not be remade (${failure.reason}); photo removed`,
    );
  console.log(
    `Photos on ${where}: ${summary.converted} converted, ${summary.skipped} skipped (changed meanwhile), ` +
      `${summary.failed.length} failed (removed).`,
  );
} catch (error) {
  console.error(
    `Could not convert the photos on ${where}: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (!values.stage) console.error(localStackHint);
  process.exitCode = 1;
}
