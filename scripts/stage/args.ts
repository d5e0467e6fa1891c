import { parseArgs } from 'node:util';
import { resolveStage } from '../../infra/resolve-stage';

/**
 * `--stage <name>` (a branch stage by name), `--ref <git ref>` (default: the current branch; `main` is prod).
 * Anything after `--` goes to cdk as it is (e.g. `-- -c alarmEmail=ops@example.com`).
 */
export function stageArgs(argv = process.argv.slice(2)) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { stage: { type: 'string' }, ref: { type: 'string' } },
    allowPositionals: true,
  });
  const stage = resolveStage({ ref: values.ref, stage: values.stage });
  const context = values.stage ? ['-c', `stage=${values.stage}`] : ['-c', `ref=${values.ref ?? ''}`];
  return {
    stage,
    /** The context that makes `cdk` synthesise this stage (the ref, so prod comes only from main). */
    cdkContext: values.ref || values.stage ? context : [],
    passThrough: positionals,
  };
}
