import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../../infra/paths';
import { type AppSettings, buildApp, stackName } from '../../infra/receipts-app';
import { stagesFolderEnv } from './synthesized-stages';

export { synthesisTimeout } from './synthesized-stages';

export type Stacks = ReturnType<typeof buildApp>;

export interface Synthesised {
  stacks: Stacks;
  /** Every stack of the stage, the optional ones included when present. */
  all: Stack[];
  template: (stack: Stack | undefined) => Template;
  /** The cloud assembly's folder: each function's asset is `asset.<hash>` in it. */
  outdir: string;
}

/** The feature flags of cdk.json, which `cdk synth` applies to every app. */
export function cdkJsonContext(): Record<string, unknown> {
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return context;
}

/** cdk.json's flags, and no function bundled (see synthStage): for a test's own App. */
export const unbundledContext = () => ({ ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] });

/**
 * An App's props without CDK's built-in CloudFormation validation. That validation (a WASM engine, on in every
 * App and in `cdk synth`) costs more than the rest of a synthesis, and its engine starts again in each test file.
 * It only warns (cdk.json does not set `@aws-cdk/core:validateAgainstDefaultRules`), and a warning of it is a
 * finding in the validation report: cdk-nag.test.ts synthesizes a branch stage and prod with it (`validate`)
 * and finds the report empty; the other template tests leave it out.
 */
export const withoutCfnValidation = { builtinCloudFormationValidation: false } as const;

export interface SynthOptions {
  /** The parts (`Api`) whose functions' code is built: only a test that reads the bundles needs them. */
  bundle?: string[];
  /** Run CDK's built-in CloudFormation validation too (see withoutCfnValidation). */
  validate?: boolean;
  /** Where the cloud assembly goes: by default a new folder, in the infra run's stages folder if there is one. */
  outdir?: string;
}

/**
 * Synthesises one stage with the feature flags of cdk.json, as `cdk synth` applies them. The functions' code
 * is built only in the stacks `bundle` names (CDK's `aws:cdk:bundling-stacks` context, as `cdk synth
 * --exclusively` uses it): bundling a function with esbuild is most of a synthesis that bundles. Without `validate`,
 * CDK's own CloudFormation validation is left out (withoutCfnValidation); cdk-nag always runs.
 */
export function synthStage(
  stage: string,
  settings: AppSettings = {},
  options: SynthOptions = {},
): Synthesised {
  // Inside the run's stages folder when there is one, which the infra project's teardown removes.
  const outdir = options.outdir ?? mkdtempSync(join(process.env[stagesFolderEnv] ?? tmpdir(), 'cdk-test-'));
  const bundled = (options.bundle ?? []).map((part) => stackName(stage, part));
  const context = { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': bundled };
  const app = new App({ outdir, context, ...(options.validate ? {} : withoutCfnValidation) });
  const stacks = buildApp(app, stage, settings);
  app.synth();
  const templates = new Map<Stack, Template>();
  return {
    stacks,
    outdir,
    all: Object.values(stacks).filter((s): s is NonNullable<typeof s> => s !== undefined),
    template: (stack) => {
      if (!stack) throw new Error(`stage ${stage} has no such stack`);
      let template = templates.get(stack);
      if (!template) {
        template = Template.fromStack(stack);
        templates.set(stack, template);
      }
      return template;
    },
  };
}

/** What prod is synthesized with in the stack tests: a sender for SES and an address for the alarms. */
export const prodSettings: AppSettings = {
  ses: { fromEmail: 'receipts@example.com', region: 'eu-west-1' },
  alarmEmail: 'ops@example.com',
  // The site's domain, which prod serves on: its passkeys' relying party.
  passkeyDomain: 'receipts.example',
};

let branchStage: Synthesised | undefined;
let prodStage: Synthesised | undefined;

/**
 * A branch stage and production, the two kinds stageConfig knows, each synthesized once per test file (Jest
 * loads this module afresh for each file) the first time a test of that file asks for it: for a test that
 * needs the constructs. One that reads only templates reads the run's (synthesized-stages.ts).
 */
export const stages = {
  branch: (): Synthesised => {
    branchStage ??= synthStage('test');
    return branchStage;
  },
  prod: (): Synthesised => {
    prodStage ??= synthStage('prod', prodSettings);
    return prodStage;
  },
};
