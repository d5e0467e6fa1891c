import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { stackName } from '../../infra/receipts-app';
import { resolveStage } from '../../infra/resolve-stage';
import {
  assertEphemeralStage,
  maxStageLength,
  reservedStages,
  StageNameError,
  stageName,
  stageNamePattern,
} from '../../infra/stage';

/** A stage name, or the error that refused the ref. */
const tryStage = (ref: string): string | StageNameError => {
  try {
    return stageName(ref);
  } catch (error) {
    if (error instanceof StageNameError) return error;
    throw error;
  }
};

/** Branch-like refs: what git allows most often, upper case and separators included. */
const branchRef = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,70}$/);
const anyRef = fc.oneof(
  branchRef,
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);

const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

describe('stageName', () => {
  it('gives every ref a valid, short stage name, or refuses it', () => {
    fc.assert(
      fc.property(anyRef, (ref) => {
        const stage = tryStage(ref);
        if (stage instanceof StageNameError) return;
        expect(stage).toMatch(stageNamePattern);
        expect(stage.length).toBeLessThanOrEqual(maxStageLength);
        if (ref.replace(/^refs\/heads\//, '') !== 'main') expect(reservedStages).not.toContain(stage);
        // Every name derived from it fits AWS's rules.
        const stack = stackName(stage, 'Monitoring');
        expect(stack.length).toBeLessThanOrEqual(128);
        expect(stack).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
        expect(`receipts-${stage}`.length).toBeGreaterThanOrEqual(3);
        expect(`receipts-${stage}-123456789012-media`).toMatch(bucketPattern);
      }),
      { numRuns: 500 },
    );
  });

  it('never gives two different branches the same stage', () => {
    fc.assert(
      fc.property(anyRef, anyRef, (a, b) => {
        const branchA = a.replace(/^refs\/heads\//, '');
        const branchB = b.replace(/^refs\/heads\//, '');
        fc.pre(branchA !== branchB);
        const [stageA, stageB] = [tryStage(a), tryStage(b)];
        fc.pre(typeof stageA === 'string' && typeof stageB === 'string');
        expect(stageA).not.toBe(stageB);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps apart branches that differ only in case, separators or after a long common start', () => {
    fc.assert(
      fc.property(branchRef, fc.stringMatching(/^[a-z0-9]{1,5}$/), (ref, tail) => {
        const variants = [ref, ref.toUpperCase(), ref.toLowerCase(), ref.replace(/[/_.]/g, '-')];
        const long = [`${ref}-${'x'.repeat(40)}-${tail}`, `${ref}-${'x'.repeat(40)}-${tail}z`];
        const distinct = [...new Set([...variants, ...long])].filter(
          (r) => r !== 'main' && typeof tryStage(r) === 'string',
        );
        expect(new Set(distinct.map(stageName)).size).toBe(distinct.length);
      }),
    );
  });

  it('refuses prod, production and local in any spelling unless the ref is main', () => {
    const spelling = fc
      .tuple(
        fc.constantFrom(...reservedStages),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.constantFrom('', '-', '/', '_', '.', '--', 'refs/heads/'),
        fc.constantFrom('', '-', '/', '_', '.'),
      )
      .map(([word, upper, before, after]) => {
        const cased = [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        return `${before}${cased}${after}`;
      });
    fc.assert(
      fc.property(spelling, (ref) => {
        expect(() => stageName(ref)).toThrow(StageNameError);
      }),
    );
    expect(stageName('main')).toBe('prod');
    expect(stageName('refs/heads/main')).toBe('prod');
  });

  it('is the same for a ref and its refs/heads/ form, and the same every time', () => {
    fc.assert(
      fc.property(branchRef, (ref) => {
        const stage = tryStage(ref);
        const again = tryStage(`refs/heads/${ref}`);
        if (stage instanceof StageNameError) expect(again).toBeInstanceOf(StageNameError);
        else expect(again).toBe(stage);
      }),
    );
  });

  it('fixes the cases that broke the old resolver', () => {
    const a = stageName('feature/receipts-hub-pagination-a');
    const b = stageName('feature/receipts-hub-pagination-b');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^feature-receipts-hub-pa-[0-9a-f]{8}$/);
    expect(() => stageName('Prod')).toThrow(StageNameError);
    const bot = stageName('dependabot/npm_and_yarn/web/vite-7.3.9-');
    expect(bot).toMatch(stageNamePattern);
    expect(bot.endsWith('-')).toBe(false);
  });

  it('uses short clean names as they are, and refuses refs with nothing to name', () => {
    expect(stageName('stages')).toBe('stages');
    expect(stageName('pr-42')).toBe('pr-42');
    for (const ref of ['', '///', '---', 'HEAD']) expect(() => stageName(ref)).toThrow(StageNameError);
  });
});

describe('resolveStage', () => {
  it('takes a stage by name only for branch stages', () => {
    expect(resolveStage({ stage: 'feature-x-1a2b3c4d' })).toBe('feature-x-1a2b3c4d');
    for (const stage of [
      'prod',
      'production',
      'local',
      'Bad_Name',
      'trailing-',
      'x'.repeat(maxStageLength + 1),
    ])
      expect(() => assertEphemeralStage(stage)).toThrow(StageNameError);
  });

  it('derives the stage from -c ref, else the git branch', () => {
    expect(resolveStage({ ref: 'refs/heads/main' })).toBe('prod');
    expect(resolveStage({ ref: 'Feature/X' })).toMatch(/^feature-x-[0-9a-f]{8}$/);
    const checkout = mkdtempSync(join(tmpdir(), 'receipts-stage-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: checkout,
      });
    try {
      git('init', '-q', '-b', 'Feature/Y');
      git('commit', '-q', '--allow-empty', '-m', 'first');
      expect(resolveStage({}, checkout)).toMatch(/^feature-y-[0-9a-f]{8}$/);
      git('checkout', '-q', '--detach');
      expect(() => resolveStage({}, checkout)).toThrow(/\(detached HEAD\): pass -c ref=<branch>/);
      expect(resolveStage({ ref: 'Feature/Y' }, checkout)).toMatch(/^feature-y-[0-9a-f]{8}$/);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
