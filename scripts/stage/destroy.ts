import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { prodStage } from '../../infra/stage';
import { outputKeys, outputsFileFor } from '../../infra/stage-outputs';
import { stageArgs } from './args';
import { stagesInAccount } from './cloudformation';
import { emptyBucket } from './empty-bucket';
import { run } from './run';

/** `npm run stage:destroy [-- --stage <name> | --ref <ref>]`: delete every stack of a branch stage. */
const { stage, cdkContext, passThrough } = stageArgs();
if (stage === prodStage) {
  console.error('stage:destroy never deletes prod (its stacks are termination-protected anyway).');
  process.exit(1);
}
// The output's key names it in whichever of the stage's stacks holds it, as `stage:outputs` reads them.
const mediaBucket = (await stagesInAccount())
  .find((s) => s.stage === stage)
  ?.stacks.flatMap((s) => s.Outputs ?? [])
  .find((o) => o.OutputKey === outputKeys.mediaBucket)?.OutputValue;
if (mediaBucket)
  console.log(`Emptied ${await emptyBucket(new S3Client({}), mediaBucket)} objects of ${mediaBucket}.`);
run('npx', ['cdk', 'destroy', '--all', '--force', ...cdkContext, ...passThrough]);
rmSync(dirname(outputsFileFor(stage)), { recursive: true, force: true });
console.log(`Stage ${stage} is gone.`);
