import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { prodStage, reservedStages, StageNameError, stageName } from '../../infra/stage';
import { stagesInAccount } from './cloudformation';
import { run } from './run';

/**
 * Nightly: destroys branch stages whose branch is gone from origin, or that nobody deployed for
 * `--max-age-days` (default 7). Never prod. `--dry-run` only prints.
 */
const { values } = parseArgs({
  options: {
    'max-age-days': { type: 'string', default: '7' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const maxAgeDays = Number(values['max-age-days']);
const liveStages = new Set(
  execFileSync('git', ['ls-remote', '--heads', 'origin'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.split('\t')[1])
    .filter((ref): ref is string => Boolean(ref))
    .flatMap((ref) => {
      try {
        return [stageName(ref)];
      } catch (error) {
        if (error instanceof StageNameError) return [];
        throw error;
      }
    }),
);
const cutoff = Date.now() - maxAgeDays * 24 * 3600 * 1000;
for (const { stage, lastChanged } of await stagesInAccount()) {
  if (stage === prodStage || reservedStages.includes(stage)) continue;
  const reason = !liveStages.has(stage)
    ? 'its branch is gone'
    : lastChanged.getTime() < cutoff
      ? `untouched since ${lastChanged.toISOString()}`
      : undefined;
  if (!reason) continue;
  console.log(`Destroying ${stage}: ${reason}`);
  if (values['dry-run']) continue;
  run('npx', ['tsx', 'scripts/stage/destroy.ts', '--stage', stage]);
  // In the workflow (a token is given): the stage's GitHub Deployments go inactive.
  if (process.env.GITHUB_TOKEN) run('npx', ['tsx', 'scripts/stage/announce.ts', '--stage', stage, '--gone']);
}
