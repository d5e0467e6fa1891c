/** Environment variables the Lambda functions read; infra and the local stack set them. */
export const envNames = {
  tableName: 'TABLE_NAME',
  mediaBucket: 'MEDIA_BUCKET',
  /** Local stack only: emulator endpoints. Unset in AWS. */
  dynamoEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
