import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type CdkOutputsFile, outputsFileFor, readStageOutputs } from '../../infra/stage-outputs';
import { stageArgs } from './args';
import { stagesInAccount } from './cloudformation';

/** `npm run stage:outputs [-- --stage <name> | --ref <ref>]`: write a deployed stage's outputs file from CloudFormation. */
const { stage } = stageArgs();
const found = (await stagesInAccount()).find((s) => s.stage === stage);
if (!found) {
  console.error(`No stacks of stage ${stage} in this account and region.`);
  process.exit(1);
}
const file: CdkOutputsFile = Object.fromEntries(
  found.stacks.map((s) => [
    s.StackName ?? '',
    Object.fromEntries((s.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? ''])),
  ]),
);
readStageOutputs(file, stage);
const path = outputsFileFor(stage);
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
console.log(path);
