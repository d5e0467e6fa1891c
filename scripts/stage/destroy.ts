import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { stackName } from '../../infra/receipts-app';
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
const dataStack = (await stagesInAccount())
  .find((s) => s.stage === stage)
  ?.stacks.find((s) => s.StackName === stackName(stage, 'Data'));
const mediaBucket = dataStack?.Outputs?.find((o) => o.OutputKey === outputKeys.mediaBucket)?.OutputValue;
if (mediaBucket)
  console.log(`Emptied ${await emptyBucket(new S3Client({}), mediaBucket)} objects of ${mediaBucket}.`);
run('npx', ['cdk', 'destroy', '--all', '--force', ...cdkContext, ...passThrough]);
rmSync(dirname(outputsFileFor(stage)), { recursive: true, force: true });
console.log(`Stage ${stage} is gone.`);
