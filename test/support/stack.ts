import { edgeSecretHeader } from '../../contract/edge-headers';

/** Endpoints only the local emulators have; a deployed stage (or LocalStack) has none of them. */
export interface LocalInternals {
  dynamoEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  /** cognito-local's database files, where it keeps the codes it "sends". */
  cognitoDbDir: string;
  /** The local stack's log of the codes cognito-local "sends". */
  cognitoLog: string;
  /** Where the local notifier writes the e-mails it "sends". */
  mailDir: string;
  /** The process ids of the gateway and each emulator (JSON), rewritten when one restarts. */
  processesFile: string;
  /** Every function's IAM policies as the local stack enforces them (infra/local/iam). */
  iamPoliciesFile: string;
  /** The site as the stack built it (Vite's manifest in .vite/), served through the local edge. */
  siteDir: string | null;
  /** The edge secret the API refuses a request without (the stack is edge-only), or null. */
  edgeSecret: string | null;
}

export interface TestStack {
  region: string;
  siteUrl: string;
  apiUrl: string;
  userPoolId: string;
  clientId: string;
  tableName: string;
  bucket: string;
  /** Present only when the suite started the local emulators itself (RECEIPTS_TARGET unset or `local`). */
  local?: LocalInternals;
}

/** The environment variable the Jest project's global setup put the stack in (see jest.config.js). */
export const stackEnvName = (): string =>
  (globalThis as { __receiptsStackEnv?: string }).__receiptsStackEnv ?? 'RECEIPTS_STACK';

/** The stack under test: the local one the global setup started, or a deployed stage from its outputs. */
export function testStack(): TestStack {
  const json = process.env[stackEnvName()];
  if (!json)
    throw new Error(
      `${stackEnvName()} is not set: run the tests through Jest (global setup finds the stack)`,
    );
  return JSON.parse(json) as TestStack;
}

/** What the tests may reach around the API for, on this target. */
export const capabilities = () => {
  const local = testStack().local;
  return {
    /** Verification and reset codes, read from cognito-local's files. */
    readCognitoCodes: local !== undefined,
    /** Running handler modules in the test process against the emulators. */
    inProcessHandlers: local !== undefined,
    /** Reading and writing media objects straight in the emulated bucket (s3rver). */
    readMediaObjects: local !== undefined,
    /** The e-mails the local notifier writes to files instead of sending. */
    readLocalMail: local !== undefined,
    /** The user pool is cognito-local behind the repo's Cognito shim (infra/local/cognito-shim.ts). */
    emulatedUserPool: local !== undefined,
    /** The per-member rate rule in front of the API: the local gateway's (WAF's in AWS is not deployed yet). */
    perMemberRateRule: local !== undefined,
    /** Link previews rendered on every request (CloudFront keeps each head a few minutes). */
    uncachedPreviews: local !== undefined,
  };
};

/** `describe` for tests that need a local-only capability; skipped on other targets (docs/deploy.md lists them). */
export const describeWith = (capability: keyof ReturnType<typeof capabilities>) =>
  capabilities()[capability] ? describe : describe.skip;

/** SDK client options for the stack: the emulator's endpoint locally, else the SDK's own resolution. */
export function awsClientConfig(service: 'dynamodb' | 'cognito') {
  const { local, region } = testStack();
  if (!local) return { region };
  return {
    region,
    endpoint: service === 'dynamodb' ? local.dynamoEndpoint : local.cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}

const sharedClients = new Map<string, unknown>();
/**
 * One SDK client per service and stack for a test file (or a bench run, which may start two stacks): building
 * one per call cost more than the call, and the suites make thousands.
 */
export function sharedClient<C>(
  name: string,
  service: 'dynamodb' | 'cognito',
  make: (config: ReturnType<typeof awsClientConfig>) => C,
): C {
  const config = awsClientConfig(service);
  const key = `${name} ${'endpoint' in config ? config.endpoint : config.region}`;
  if (!sharedClients.has(key)) sharedClients.set(key, make(config));
  return sharedClients.get(key) as C;
}

/** The emulated S3's endpoint, for local-only tests (`describeWith('readMediaObjects')`). */
export function localS3Endpoint(): string {
  const local = testStack().local;
  if (!local) throw new Error('Only the local target exposes its S3 endpoint');
  return local.s3Endpoint;
}

/**
 * The API's address for `path` (`/me`, `/receipts?…`): under `apiUrl`, its path prefix kept (a deployed stage's
 * API is `https://<site>/api`, test/support/target.ts).
 */
export const apiAddress = (path: string): URL => new URL(`${testStack().apiUrl.replace(/\/$/, '')}${path}`);

/**
 * What a test's own call to the API carries besides its own headers: on the local stack, whose gateway the tests
 * call as the edge would, the edge secret (the API refuses a request without it); nothing elsewhere, where the
 * API is reached through the distribution, which adds it.
 */
export const edgeHeaders = (): Record<string, string> => {
  const secret = testStack().local?.edgeSecret;
  return secret ? { [edgeSecretHeader]: secret } : {};
};
