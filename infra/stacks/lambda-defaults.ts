import { execFileSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  type CfnFunction,
  Code,
  Function as LambdaFunction,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { functionTimeoutSeconds } from '../../functions/http/deadline';
import { entryMetadataKey, type FunctionEntry } from '../function-entry';
import { repoRoot } from '../paths';
import { lambdaBundleFile } from './lambda-bundling';

/** What a function gets unless it needs more; CPU grows with it (1,769 MB is one vCPU). */
export const defaultMemoryMb = 512;
/**
 * The media function remakes profile photos (sharp). Memory alone would fit in 512 MB: the largest photo
 * it accepts peaks at about 165 MB RSS (`npm run bench -- --photos`, README). CPU is what it needs: Lambda
 * gives CPU in proportion to memory (about 0.3 vCPU at 512 MB, 0.6 at 1,024), and that photo takes 1.8 s
 * on a whole core here, so about 3 s at 1,024 MB instead of about 6 s, well inside the 10 s timeout.
 */
export const mediaFunctionMemoryMb = 1024;

/**
 * A function of ours: the latest Node.js Lambda runtime on arm64, built on this machine (no Docker) by esbuild
 * with the shared `lambdaBuildOptions` (bundle-function.ts), so what deploys is byte for byte what `npm run bench`
 * measures.
 */
export interface FunctionSize {
  memorySize?: number;
  timeout?: Duration;
  /** Folders shipped beside the bundle: `{ fonts: 'infra/lambda-fonts' }` puts that folder at `fonts/`. */
  folders?: Record<string, string>;
  /** Reserved concurrency: the most runs at once (and never fewer for it), for a function strangers can start. */
  reservedConcurrency?: number;
  /** Files made when the function is bundled and shipped beside it: `{ 'api-document.json': () => text }`. */
  builtFiles?: Record<string, () => string>;
}

const bundleFunctionScript = join(repoRoot, 'infra/stacks/bundle-function.ts');

export function createFunction(
  scope: Construct,
  id: string,
  entry: FunctionEntry,
  environment: Record<string, string> = {},
  /** More memory (and CPU) than the default, or a longer timeout for scheduled work (the unverified sweep). */
  {
    memorySize = defaultMemoryMb,
    timeout = Duration.seconds(functionTimeoutSeconds),
    folders = {},
    reservedConcurrency,
    builtFiles = {},
  }: FunctionSize = {},
): LambdaFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const code = Code.fromAsset(join(repoRoot, 'functions'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the type, never pulled: the local bundling below always succeeds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x'),
      // Never run either, but it names the entry: CDK caches a bundle by source folder and options (not by
      // the local bundler), so without it every function of the app got the first one built (the Cognito
      // trigger's).
      command: ['bundle', entry],
      local: {
        tryBundle(outputDir) {
          execFileSync(
            process.execPath,
            ['--import', 'tsx', bundleFunctionScript, join(repoRoot, entry), outputDir],
            { cwd: repoRoot, stdio: 'inherit' },
          );
          for (const [into, from] of Object.entries(folders))
            cpSync(join(repoRoot, from), join(outputDir, into), { recursive: true });
          for (const [name, make] of Object.entries(builtFiles)) writeFileSync(join(outputDir, name), make());
          return true;
        },
      },
    },
  });
  // Its own role, which may write to its own log group only (AWSLambdaBasicExecutionRole, the default, writes
  // to every log group of the account); the function's grants are added to this role's default policy.
  const role = new Role(scope, `${id}ServiceRole`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
  });
  logGroup.grantWrite(role);
  const fn = new LambdaFunction(scope, id, {
    code,
    handler: `${lambdaBundleFile.replace(/\.mjs$/, '')}.handler`,
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize,
    timeout,
    logGroup,
    role,
    environment,
    reservedConcurrentExecutions: reservedConcurrency,
  });
  // The local stack runs each entry under this function's role (infra/local/iam): this is how it finds it.
  (fn.node.defaultChild as CfnFunction).addMetadata(entryMetadataKey, entry);
  return fn;
}
