import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../../infra/paths';

/**
 * Bundling functions with esbuild is the slow part of a synthesis that bundles (the second in a file
 * reuses the bundles), and a hook may wait for it, or for a file's own synthesis of both stages, while
 * another suite synthesizes on the other core.
 */
export const synthesisTimeout = 300_000;

/** The folder infra-setup.ts synthesized the branch stage and prod into, for this Jest run. */
export const stagesFolderEnv = 'RECEIPTS_INFRA_STAGES';

/** One stack of a synthesized stage: its name and its template file in the cloud assembly. */
export interface StackTemplateFile {
  stackName: string;
  templateFile: string;
}

type Part = 'data' | 'auth' | 'api' | 'edge' | 'site' | 'monitoring' | 'notifications';

/** A stage as synthesized, read from its cloud assembly: what CloudFormation would be given. */
export interface SynthesizedStage {
  stacks: Record<Part, StackTemplateFile> & { logs?: StackTemplateFile };
  /** Every stack of the stage, in the order of the assembly's manifest. */
  all: StackTemplateFile[];
  template: (stack: StackTemplateFile | undefined) => Template;
  /** The cloud assembly's folder. */
  outdir: string;
}

/** Synthesises both stages into a new folder (test/support/synth-stages.ts, in a process of its own). */
export function synthesizeStages(): string {
  const folder = mkdtempSync(join(tmpdir(), 'receipts-infra-stages-'));
  execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), ['test/support/synth-stages.ts', folder], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return folder;
}

interface Manifest {
  artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
}

/** Reads one stage's cloud assembly: each stack by its part of the stage (`Receipts-test-Data` is `data`). */
function readStage(outdir: string, stage: string): SynthesizedStage {
  const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as Manifest;
  const all = Object.entries(manifest.artifacts)
    .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
    .map(([stackName, artifact]) => ({
      stackName,
      templateFile: join(outdir, artifact.properties!.templateFile!),
    }));
  const prefix = `Receipts-${stage}-`;
  const stacks = Object.fromEntries(
    all.map((stack) => {
      if (!stack.stackName.startsWith(prefix)) throw new Error(`${stack.stackName} is not of stage ${stage}`);
      return [stack.stackName.slice(prefix.length).toLowerCase(), stack];
    }),
  ) as SynthesizedStage['stacks'];
  const templates = new Map<StackTemplateFile, Template>();
  return {
    stacks,
    all,
    outdir,
    template: (stack) => {
      if (!stack) throw new Error(`stage ${stage} has no such stack`);
      let template = templates.get(stack);
      if (!template) {
        template = Template.fromJSON(JSON.parse(readFileSync(stack.templateFile, 'utf8')));
        templates.set(stack, template);
      }
      return template;
    },
  };
}

let folder: string | undefined;
const stagesFolder = () => {
  folder ??= process.env[stagesFolderEnv] ?? synthesizeStages();
  return folder;
};
let branchStage: SynthesizedStage | undefined;
let prodStage: SynthesizedStage | undefined;

/**
 * A branch stage and prod as synthesized once for the whole Jest run (infra-setup.ts, into a new folder it
 * removes at the end), read from their cloud assemblies. A test that needs the constructs themselves (their
 * tree, cdk-nag's acknowledgements) or other settings synthesizes its own (synth.ts). Without the run's
 * folder (a test run outside the infra project), the file synthesizes both stages itself.
 */
export const synthesizedStages = {
  branch: (): SynthesizedStage => {
    branchStage ??= readStage(join(stagesFolder(), 'branch'), 'test');
    return branchStage;
  },
  prod: (): SynthesizedStage => {
    prodStage ??= readStage(join(stagesFolder(), 'prod'), 'prod');
    return prodStage;
  },
};
