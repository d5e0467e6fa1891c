/** The stack outputs a stage publishes, by the key CloudFormation and `cdk deploy --outputs-file` use. */
export const outputKeys = {
  stage: 'Stage',
  region: 'Region',
  apiUrl: 'ApiUrl',
  userPoolId: 'UserPoolId',
  userPoolClientId: 'UserPoolClientId',
  tableName: 'TableName',
  mediaBucket: 'MediaBucketName',
  siteUrl: 'SiteUrl',
} as const;

export type StageOutputs = Record<keyof typeof outputKeys, string>;

/** `cdk deploy --outputs-file` and `cdklocal` write `{ "<stack name>": { "<key>": "<value>" } }`. */
export type CdkOutputsFile = Record<string, Record<string, string>>;

/** Where `npm run stage:deploy` and `stage:outputs` write a stage's outputs file. */
export const outputsFileFor = (stage: string) => `.stages/${stage}/outputs.json`;

/** One stage's outputs from an outputs file (which may hold several stages' stacks). */
export function readStageOutputs(file: CdkOutputsFile, stage?: string): StageOutputs {
  const merged: Record<string, string> = {};
  for (const [stack, outputs] of Object.entries(file)) {
    if (stage && !stack.startsWith(`Receipts-${stage}-`)) continue;
    Object.assign(merged, outputs);
  }
  const missing = Object.values(outputKeys).filter((key) => !merged[key]);
  if (missing.length > 0) throw new Error(`The outputs file has no ${missing.join(', ')}`);
  return Object.fromEntries(
    Object.entries(outputKeys).map(([name, key]) => [name, merged[key] as string]),
  ) as StageOutputs;
}
