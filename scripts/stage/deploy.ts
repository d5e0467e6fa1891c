import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type CdkOutputsFile, outputsFileFor, readStageOutputs } from '../../infra/stage-outputs';
import { stageArgs } from './args';
import { run } from './run';

/** `npm run stage:deploy [-- --stage <name> | --ref <ref>]`: build the site, deploy every stack, keep the outputs. */
const { stage, cdkContext, passThrough } = stageArgs();
const outputsFile = outputsFileFor(stage);
mkdirSync(dirname(outputsFile), { recursive: true });

run('npm', ['run', 'build:web']);
run('npx', [
  'cdk',
  'deploy',
  '--all',
  '--require-approval',
  'never',
  '--outputs-file',
  outputsFile,
  ...cdkContext,
  ...passThrough,
]);
const outputs = readStageOutputs(JSON.parse(readFileSync(outputsFile, 'utf8')) as CdkOutputsFile, stage);
console.log(`Stage ${stage} is up: ${outputs.siteUrl} (outputs in ${outputsFile})`);
