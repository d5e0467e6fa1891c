// The SDK warns that its 2027 releases need Node 22; the lockfile pins today's, which run on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** One Jest run for everything: unit, integration (local stack), infra (CDK) and e2e (Chromium). */
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

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only packages the tests load in-process.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|ulid|qr)/)'],
  moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 60_000,
  reporters: ['default'],
};
