import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../infra/paths';
import { lambdaBuildOptions } from '../infra/stacks/lambda-bundling';
import { buildBundle, functionEntries, type PackageShare, packagesOf, writeBundle } from './bundle-analysis';
import { benchDir, timeInit } from './bundles';
import { sized, smoke } from './smoke';
import { median } from './stats';

/**
 * How each SDK package a handler bundles is used when its module loads: a client built at init (as in
 * functions/store/…), or imported and built on first use (SES, SQS), or helpers with no client of their own.
 */
const clientCode: Record<string, string> = {
  '@aws-sdk/client-dynamodb': `import{DynamoDBClient}from'@aws-sdk/client-dynamodb';export const dynamoClient=new DynamoDBClient({...callDeadlines,credentials:fromEnv()});`,
  '@aws-sdk/lib-dynamodb': `import{DynamoDBDocumentClient}from'@aws-sdk/lib-dynamodb';export const dynamo=DynamoDBDocumentClient.from(dynamoClient,{marshallOptions:{removeUndefinedValues:true}});`,
  '@aws-sdk/client-s3': `import{S3Client}from'@aws-sdk/client-s3';export const s3=new S3Client({...callDeadlines,credentials:fromEnv()});`,
  '@aws-sdk/client-cognito-identity-provider': `import{CognitoIdentityProviderClient}from'@aws-sdk/client-cognito-identity-provider';export const cognito=new CognitoIdentityProviderClient({...callDeadlines,credentials:fromEnv()});`,
  '@aws-sdk/client-sesv2': `export{SESv2Client}from'@aws-sdk/client-sesv2';`,
  '@aws-sdk/client-sqs': `export{SQSClient}from'@aws-sdk/client-sqs';`,
  '@aws-sdk/s3-request-presigner': `export{getSignedUrl}from'@aws-sdk/s3-request-presigner';`,
  '@aws-sdk/s3-presigned-post': `export{createPresignedPost}from'@aws-sdk/s3-presigned-post';`,
};
const preamble = `import{fromEnv}from'@aws-sdk/credential-provider-env';import{callDeadlines}from'./functions/store/platform/deadlines';`;

export interface InitRatioResult {
  module: string;
  /** The SDK packages both bundles carry. */
  clients: string[];
  /** Medians of 11. */
  handlerMs: number;
  plainMs: number;
  /** The fastest of 11: on a busy machine, the closest to each file's own cost (as bench/bundles.ts). */
  handlerMinMs: number;
  plainMinMs: number;
  /** Handler over plain, of the fastest runs. */
  ratio: number | null;
  /**
   * The plain bundle with the function's route modules added (their zod schemas built at load, as the
   * handler builds them), over plain, of the fastest runs: how much of the ratio is the API's contract.
   */
  withRoutesRatio: number | null;
  /** Both bundles' sizes, KB: init follows size (V8 compiles what it loads). */
  handlerKb: number;
  plainKb: number;
  /** What the function carries beyond the plain bundle, largest first (KB of output per package). */
  adds: { name: string; kb: number }[];
}

/** The most a function's init may be, beside its plain bundle's. */
export const initRatioTarget = 1.3;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Output each package adds beyond the plain bundle, largest first. */
function addsBeyond(handler: PackageShare[], plain: PackageShare[]) {
  const plainBytes = new Map(plain.map((p) => [p.name, p.bytes]));
  return handler
    .map((p) => ({ name: p.name, kb: kb(p.bytes - (plainBytes.get(p.name) ?? 0)) }))
    .filter((p) => p.kb >= 1)
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 4);
}

const runs = sized(11);

/**
 * The functions a run measures. Every function runs the same code below, which branches only on whether its
 * bundle carries SDK clients and route modules; every function's bundle is built and imported in a fresh process
 * by the functions row (bench/bundles.ts) in the same run. So a smoke run measures one function of each branch:
 * `usernames` (clients and routes) and `pre-token-generation` (neither).
 */
const measured = smoke
  ? functionEntries.filter((f) => f.name === 'usernames' || f.name === 'pre-token-generation')
  : functionEntries;

/**
 * Builds each function as the stacks deploy it and, with the same build options, a plain bundle that only
 * imports and constructs the AWS SDK clients that function's bundle carries; then times both inits the way
 * bench/bundles.ts does (a fresh Node process importing the file), alternately, 11 times each.
 */
export async function measureInitRatios(): Promise<InitRatioResult[]> {
  mkdirSync(benchDir, { recursive: true });
  const results: InitRatioResult[] = [];
  for (const { name, entry } of measured) {
    const built = await buildBundle(entry);
    const { packages, ownFiles } = built;
    const clients = packages.filter((p) => p.bytes > 0 && p.name in clientCode).map((p) => p.name);
    const handlerFile = join(benchDir, `init-${name}.mjs`);
    const plainFile = join(benchDir, `init-${name}-plain.mjs`);
    writeBundle(built, handlerFile);
    const contents = clients.length ? preamble + clients.map((c) => clientCode[c]).join('\n') : '';
    const plain = await build({
      ...lambdaBuildOptions,
      stdin: { contents, resolveDir: repoRoot, loader: 'ts', sourcefile: `plain-${name}.ts` },
      outfile: plainFile,
      metafile: true,
    });
    const plainBytes = Object.values(plain.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
    const routeModules = ownFiles.filter((f) => /^contract\/routes\/(?!route-def\.ts$|index\.ts$)/.test(f));
    const withRoutesFile = join(benchDir, `init-${name}-routes.mjs`);
    await build({
      ...lambdaBuildOptions,
      stdin: {
        contents: contents + routeModules.map((m) => `export * from './${m}';`).join(''),
        resolveDir: repoRoot,
        loader: 'ts',
        sourcefile: `routes-${name}.ts`,
      },
      outfile: withRoutesFile,
    });
    const handlerTimes: number[] = [];
    const plainTimes: number[] = [];
    const withRoutesTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      handlerTimes.push(timeInit(handlerFile));
      plainTimes.push(timeInit(plainFile));
      if (routeModules.length) withRoutesTimes.push(timeInit(withRoutesFile));
    }
    const ms = (n: number) => Number(n.toFixed(1));
    const [handlerMinMs, plainMinMs] = [Math.min(...handlerTimes), Math.min(...plainTimes)];
    results.push({
      module: name,
      clients,
      handlerMs: ms(median(handlerTimes)),
      plainMs: ms(median(plainTimes)),
      handlerMinMs: ms(handlerMinMs),
      plainMinMs: ms(plainMinMs),
      ratio: clients.length ? Number((handlerMinMs / plainMinMs).toFixed(2)) : null,
      withRoutesRatio:
        clients.length && withRoutesTimes.length
          ? Number((Math.min(...withRoutesTimes) / plainMinMs).toFixed(2))
          : null,
      handlerKb: kb(built.initBytes),
      plainKb: kb(plainBytes),
      adds: addsBeyond(packages, packagesOf(plain.metafile)),
    });
  }
  return results;
}

const short = (pkg: string) => pkg.replace('@aws-sdk/', '');

/** The report's row: each function's init beside its plain bundle of the same clients. */
export function initRatioMarkdown(results: InitRatioResult[]): string {
  return [
    '## Module init beside a plain bundle of the same AWS clients',
    'Both built in this run with `lambdaBuildOptions`; the plain bundle only imports the SDK packages the',
    "function's bundle carries and constructs the clients it builds at load (SES and SQS are built on first",
    'use, so only imported). Init: importing the file in a fresh Node process, alternately, 11 times each;',
    "the ratio is of the fastest runs (the closest to each file's own cost on a busy machine), target",
    `<= ${initRatioTarget}. Init follows size: beside the sizes, what the function carries beyond the plain bundle.`,
    '"plain + routes": the plain bundle with the function\'s route modules (zod and the schemas they build at',
    'load), over plain: the part of the ratio that is the validation of requests.',
    '',
    '| function | AWS SDK packages | init ms (median / fastest) | plain ms (median / fastest) | ratio | plain + routes | KB (function / plain) | adds, KB | |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.module} | ${r.clients.map(short).join(', ') || 'none'} | ${r.handlerMs} / ${r.handlerMinMs} | ${r.plainMs} / ${r.plainMinMs} | ${r.ratio ?? '-'} | ${r.withRoutesRatio ?? '-'} | ${r.handlerKb} / ${r.plainKb} | ${r.adds.map((a) => `${a.name} ${a.kb}`).join(', ')} | ${r.ratio === null ? '' : r.ratio <= initRatioTarget ? 'met' : 'NOT met'} |`,
    ),
  ].join('\n');
}
