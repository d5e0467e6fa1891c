/**
 * The account and region the local stack's resources are named in, for IAM: every ARN a local call is checked
 * against, and every ARN a policy names, is built here, so the two always meet.
 */
export const localAccount = '000000000000';
export const localRegion = 'us-east-1';
export const localPartition = 'aws';

/** The local stack's real resource names, which the synthesized template's resources stand for. */
export interface LocalResourceNames {
  table: string;
  bucket: string;
  userPoolId: string;
}

const regional = (service: string, resource: string) =>
  `arn:${localPartition}:${service}:${localRegion}:${localAccount}:${resource}`;

export const localArns = {
  table: (name: string) => regional('dynamodb', `table/${name}`),
  index: (table: string, index: string) => regional('dynamodb', `table/${table}/index/${index}`),
  /** DynamoDB Local names its streams in its own region; IAM sees the table's stream in ours. */
  stream: (table: string, label: string) => regional('dynamodb', `table/${table}/stream/${label}`),
  bucket: (name: string) => `arn:${localPartition}:s3:::${name}`,
  object: (bucket: string, key: string) => `arn:${localPartition}:s3:::${bucket}/${key}`,
  userPool: (id: string) => regional('cognito-idp', `userpool/${id}`),
  queue: (name: string) => regional('sqs', name),
  sesIdentity: (identity: string) => regional('ses', `identity/${identity}`),
  sesConfigurationSet: (name: string) => regional('ses', `configuration-set/${name}`),
  logGroup: (name: string) => regional('logs', `log-group:${name}:*`),
  function: (name: string) => regional('lambda', `function:${name}`),
  role: (name: string) => `arn:${localPartition}:iam::${localAccount}:role/${name}`,
  other: (service: string, logicalId: string) => regional(service, logicalId),
};
