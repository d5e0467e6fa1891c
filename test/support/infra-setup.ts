import { stagesFolderEnv, synthesizeStages } from './synthesized-stages';

/**
 * The infra project's setup: the branch stage and prod synthesized once, into a new folder each run (no
 * cache: what the tests read is what the sources synthesize now), which the workers read (synthesized-stages.ts).
 */
export default function infraSetup(): void {
  process.env[stagesFolderEnv] = synthesizeStages();
}
