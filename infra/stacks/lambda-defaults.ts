import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { repoRoot } from '../paths';

/**
 * A function of ours: the latest Node.js Lambda runtime on arm64, bundled by the local esbuild (no Docker)
 * into one minified ESM file with the AWS SDK v3 clients inside and tree-shaken, logging to its own log group.
 */
export function createFunction(
  scope: Construct,
  id: string,
  entry: string,
  environment: Record<string, string> = {},
): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const fn = new NodejsFunction(scope, id, {
    entry: `${repoRoot}${entry}`,
    handler: 'handler',
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(10),
    logGroup,
    environment,
    projectRoot: repoRoot,
    depsLockFilePath: `${repoRoot}package-lock.json`,
    bundling: {
      minify: true,
      sourceMap: false,
      // The bundle's syntax floor; the runtime above is newer.
      target: 'node22',
      format: OutputFormat.ESM,
      mainFields: ['module', 'main'],
      externalModules: [],
      forceDockerBundling: false,
      logLevel: LogLevel.WARNING,
      tsconfig: `${repoRoot}tsconfig.json`,
      // Some bundled dependencies are CommonJS and call require(); an ESM bundle has none of its own.
      banner: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);",
    },
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
