/** One Jest run: unit, components (jsdom), integration (local stack), infra (CDK) and e2e (Chromium). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/** Leaves node_modules untransformed but for these ESM-only packages, which the tests load in-process. */
const transformedPackages = (names) => `/node_modules/(?!(${names.join('|')})/)`;

/** What every project shares: TypeScript through swc, the `@contract` alias, ESM-only packages. */
const base = {
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [transformedPackages(['@middy', 'ulid', 'qr'])],
  moduleNameMapper: {
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    // Middy 7 exports only an `import` condition; Jest resolves as `require`, so it is named by its file.
    '^@middy/(core|util)$': '<rootDir>/node_modules/@middy/$1/index.js',
  },
};

/**
 * The unit tests: no stack. A test that needs the API or the emulators belongs in test/integration. One
 * file alone: `npx jest test/unit/<name>.test.ts` (`local` leaves test/unit out, so nothing starts).
 */
const unitSuites = ['<rootDir>/test/unit/**/*.test.ts'];

/** The CDK tests: the stacks synthesized, cdk-nag, cfn-lint, the IAM and isolation checks. No stack either. */
const infraSuites = ['<rootDir>/test/infra/**/*.test.ts'];

/** The bench's smoke run (`npx tsx bench/run.ts --smoke`): every row at its smallest size, on the bench's own stack. */
const benchSuites = ['<rootDir>/test/bench/**/*.test.ts'];

/**
 * The component tests: the site's React components in jsdom, the API answered by MSW, no stack
 * (test/components/support). `jest-fixed-jsdom` keeps Node's fetch, Request and streams, which MSW needs.
 */
const components = {
  ...base,
  displayName: 'components',
  testEnvironment: 'jest-fixed-jsdom',
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  // MSW's own ESM-only dependencies.
  transformIgnorePatterns: [
    transformedPackages(['@middy', 'ulid', 'qr', 'rettime', 'until-async', '@open-draft/deferred-promise']),
  ],
  testMatch: ['<rootDir>/test/components/**/*.test.tsx'],
  setupFiles: ['<rootDir>/test/components/support/browser-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/components/support/setup.ts'],
  moduleNameMapper: {
    // Vite bundles the stylesheets and jsdom lays nothing out: they are left out (first, as `@/` names some).
    '\\.css$': '<rootDir>/test/components/support/no-styles.ts',
    ...base.moduleNameMapper,
    '^@/(.*)$': '<rootDir>/web/src/$1',
  },
};

/**
 * What the projects that need the stack add: one setup that finds or starts it. Jest runs a module several
 * projects share once, and only for projects with a test selected: `npm run test:unit` starts nothing.
 */
const withStack = {
  ...base,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

/** Every suite that runs against a stage: integration, browser and smoke. */
const stageSuites = ['<rootDir>/test/{integration,e2e,smoke}/**/*.test.ts'];

/**
 * The outputs-file proof: a stage described only by its outputs file (as a deployed stage is) is found and
 * reached, one suite for each thing the file names: the site and the user pool's tokens (sign-up and login in
 * the browser), the table (a receipt hidden, read back from the table), the media bucket (voice notes through
 * the site's edge) and the API (the read-only smoke). Every other suite reaches these the same way, through
 * test/support/stack.ts, so running all of them again proves nothing more locally; a deployed stage's workflow
 * runs every suite against the stage (RECEIPTS_TARGET).
 */
const outputsProofSuites = [
  '<rootDir>/test/smoke/**/*.test.ts',
  '<rootDir>/test/e2e/sign-up-and-login.test.ts',
  '<rootDir>/test/integration/hide-receipt.test.ts',
  '<rootDir>/test/integration/voice-notes.test.ts',
];

/**
 * Suites told only a stage's outputs file (RECEIPTS_TARGET_STACK), as for a deployed stage. Without
 * RECEIPTS_TARGET it runs against the local stack the `local` project uses, described by an outputs file:
 * that proves the deployed-stage mode without AWS.
 */
const outputsProject = (displayName, testMatch) => ({
  ...withStack,
  displayName,
  testMatch,
  globals: { __receiptsStackEnv: 'RECEIPTS_TARGET_STACK' },
});

const target = process.env.RECEIPTS_TARGET;

/** One Jest run for all: unit, components, integration (local stack), infra (CDK), e2e (Chromium), the proof. */
export default {
  projects:
    target && target !== 'local'
      ? [outputsProject(`target ${target}`, stageSuites)]
      : [
          { ...base, displayName: 'unit', testMatch: unitSuites },
          components,
          // The CDK app synthesized and checked: no stack. A branch stage and prod are synthesized once, for all.
          {
            ...base,
            displayName: 'infra',
            testMatch: infraSuites,
            globalSetup: '<rootDir>/test/support/infra-setup.ts',
            globalTeardown: '<rootDir>/test/support/infra-teardown.ts',
          },
          { ...base, displayName: 'bench', testMatch: benchSuites },
          // Every other suite, so that each test runs once, in `unit`, `components`, `infra` or here.
          {
            ...withStack,
            displayName: 'local',
            testMatch: stageSuites,
          },
          outputsProject('outputs file', outputsProofSuites),
        ],
  // A fresh clone has no timings: the slowest suites start first, not last (test/support/slow-first-sequencer.cjs).
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.cjs',
  // Three on CI's two cores: a worker spends much of its time waiting on the stack or the browser.
  maxWorkers: 3,
  testTimeout: 60_000,
  reporters: ['default'],
};
