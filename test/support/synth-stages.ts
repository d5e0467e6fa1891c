import { join } from 'node:path';
import { prodSettings, synthStage } from './synth';

/**
 * Synthesises the two stages the template tests read, a branch stage (`test`) and prod, into
 * `<folder>/branch` and `<folder>/prod`, as stages in synth.ts synthesizes them: what infra-setup.ts runs
 * once per Jest run, and synthesized-stages.ts when a test runs without it.
 * Usage: tsx test/support/synth-stages.ts <folder>
 */
const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: synth-stages.ts <folder>');
synthStage('test', {}, { outdir: join(folder, 'branch') });
synthStage('prod', prodSettings, { outdir: join(folder, 'prod') });
