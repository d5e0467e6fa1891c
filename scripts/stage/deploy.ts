import { readFileSync } from 'node:fs';
import { type CdkOutputsFile, readStageOutputs } from '../../infra/stage-outputs';
import { stageArgs } from './args';
import { deployStacks } from './deploy-stacks';
import { run } from './run';

/** `npm run stage:deploy [-- --stage <name> | --ref <ref>]`: build the site, deploy every stack, keep the outputs. */
const { stage, cdkContext, passThrough } = stageArgs();

run('npm', ['run', 'build:web']);
const outputsFile = deployStacks(stage, ['cdk'], [...cdkContext, ...passThrough]);
const outputs = readStageOutputs(JSON.parse(readFileSync(outputsFile, 'utf8')) as CdkOutputsFile, stage);
console.log(`Stage ${stage} is up: ${outputs.siteUrl} (outputs in ${outputsFile})`);
