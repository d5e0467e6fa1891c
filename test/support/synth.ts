import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../../infra/paths';
import { type AppSettings, buildApp } from '../../infra/receipts-app';

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
 * Synthesises one stage with the feature flags of cdk.json, as `cdk synth` applies them. Without `bundle`
 * the functions' code is not built (CDK's `aws:cdk:bundling-stacks` context, as `cdk synth --exclusively`
 * uses it): bundling every function with esbuild is most of a synthesis, and only a test that reads the
 * bundles needs them.
 */
export function synthStage(stage: string, settings: AppSettings = {}, bundle = false): Synthesised {
  const outdir = mkdtempSync(join(tmpdir(), 'cdk-test-'));
  const context = bundle ? cdkJsonContext() : unbundledContext();
  const app = new App({ outdir, context });
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

/**
 * Bundling every function with esbuild is the slow part of a synthesis that bundles (the second in a file
 * reuses the bundles), and a hook may wait for it while another suite bundles on the other core.
 */
export const synthesisTimeout = 300_000;

let branchStage: Synthesised | undefined;
let prodStage: Synthesised | undefined;

/**
 * A branch stage and production, the two kinds stageConfig knows, each synthesized once per test file (Jest
 * loads this module afresh for each file) the first time a test of that file asks for it.
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
