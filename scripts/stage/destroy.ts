import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { prodStage } from '../../infra/stage';
import { outputsFileFor } from '../../infra/stage-outputs';
import { stageArgs } from './args';
import { run } from './run';

/** `npm run stage:destroy [-- --stage <name> | --ref <ref>]`: delete every stack of a branch stage. */
const { stage, cdkContext, passThrough } = stageArgs();
if (stage === prodStage) {
  console.error('stage:destroy never deletes prod (its stacks are termination-protected anyway).');
  process.exit(1);
}
run('npx', ['cdk', 'destroy', '--all', '--force', ...cdkContext, ...passThrough]);
rmSync(dirname(outputsFileFor(stage)), { recursive: true, force: true });
console.log(`Stage ${stage} is gone.`);
