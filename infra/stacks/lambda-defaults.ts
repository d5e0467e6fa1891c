import { join } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { repoRoot } from '../paths';
import { lambdaBuildOptions, lambdaBundleFile } from './lambda-bundling';

/**
 * A function of ours: the latest Node.js Lambda runtime on arm64, built on this machine (no Docker) by esbuild
 * with the shared `lambdaBuildOptions`, so what deploys is byte for byte what `npm run bench` measures.
 */
export function createFunction(
  scope: Construct,
  id: string,
  entry: string,
  environment: Record<string, string> = {},
  /** Longer than the API's 10 s, for scheduled work (the unverified-account sweep). */
  timeout: Duration = Duration.seconds(10),
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
      local: {
        tryBundle(outputDir) {
          buildSync({
            ...lambdaBuildOptions,
            entryPoints: [join(repoRoot, entry)],
            outfile: join(outputDir, lambdaBundleFile),
          });
          return true;
        },
      },
    },
  });
  const fn = new LambdaFunction(scope, id, {
    code,
    handler: `${lambdaBundleFile.replace(/\.mjs$/, '')}.handler`,
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout,
    logGroup,
    environment,
  });
  NagSuppressions.addResourceSuppressions(
    fn,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          'AWSLambdaBasicExecutionRole is the AWS-recommended minimal managed policy for CloudWatch logging.',
        appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
      },
    ],
    true,
  );
  return fn;
}
