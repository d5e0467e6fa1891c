import { readFileSync } from 'node:fs';
import { apiPathPrefix } from '../../contract/site-paths';
import {
  type CdkOutputsFile,
  outputsFileFor,
  readStageOutputs,
  type StageOutputs,
} from '../../infra/stage-outputs';
import type { TestStack } from './stack';

/**
 * RECEIPTS_TARGET: unset or `local` (the suite starts the local emulators), `outputs:<file>` (a stage described
 * by a `cdk deploy --outputs-file` / `cdklocal` outputs file), or `stage:<name>` (its file from
 * `npm run stage:deploy` / `stage:outputs`).
 */
export type Target = { kind: 'local' } | { kind: 'outputs'; file: string; stage?: string };

export function parseTarget(value: string | undefined): Target {
  if (!value || value === 'local') return { kind: 'local' };
  if (value.startsWith('outputs:')) return { kind: 'outputs', file: value.slice('outputs:'.length) };
  if (value.startsWith('stage:')) {
    const stage = value.slice('stage:'.length);
    return { kind: 'outputs', file: outputsFileFor(stage), stage };
  }
  throw new Error(`RECEIPTS_TARGET must be local, outputs:<file> or stage:<name>, not "${value}"`);
}

/**
 * The stage as its outputs describe it. The API is reached as the site reaches it, under the site's address
 * (`/api`, through the distribution and its web ACL): API Gateway's own address (`ApiUrl`) refuses every request
 * that does not carry the edge secret, which only the distribution adds (docs/security.md).
 */
export const stackFromOutputs = (outputs: StageOutputs): TestStack => ({
  region: outputs.region,
  siteUrl: outputs.siteUrl,
  apiUrl: `${outputs.siteUrl.replace(/\/$/, '')}${apiPathPrefix}`,
  userPoolId: outputs.userPoolId,
  clientId: outputs.userPoolClientId,
  tableName: outputs.tableName,
  bucket: outputs.mediaBucket,
});

export function stackFromOutputsFile(file: string, stage?: string): TestStack {
  let parsed: CdkOutputsFile;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as CdkOutputsFile;
  } catch (error) {
    const hint = stage ? ` (run npm run stage:outputs -- --stage ${stage})` : '';
    throw new Error(`Cannot read the outputs file ${file}${hint}: ${(error as Error).message}`);
  }
  return stackFromOutputs(readStageOutputs(parsed, stage));
}

/** The outputs file a deployed stage would have, for a local stack: what the proof run is told. */
export const outputsFileOf = (stack: TestStack, stage: string): CdkOutputsFile => ({
  [`Receipts-${stage}-Api`]: { ApiUrl: stack.apiUrl, Region: stack.region, Stage: stage },
  [`Receipts-${stage}-Auth`]: { UserPoolId: stack.userPoolId, UserPoolClientId: stack.clientId },
  [`Receipts-${stage}-Data`]: { TableName: stack.tableName, MediaBucketName: stack.bucket },
  [`Receipts-${stage}-Site`]: { SiteUrl: stack.siteUrl },
});
