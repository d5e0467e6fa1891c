/** Environment variables the Lambda functions read; infra and the local stack set them. */
export const envNames = {
  tableName: 'TABLE_NAME',
  mediaBucket: 'MEDIA_BUCKET',
  /** The site's bucket: the link-preview function reads index.html from it. */
  siteBucket: 'SITE_BUCKET',
  /** The Cognito user pool (only the `account` function, which deletes users, is given it). */
  userPoolId: 'USER_POOL_ID',
  /** Local stack only: emulator endpoints. Unset in AWS. */
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  dynamoEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  /** The site's origin, for links in e-mails (`https://<distribution>` in AWS). */
  siteUrl: 'SITE_URL',
  /** `ses` (AWS) or `file` (local stack: e-mails are written to MAIL_DIR). */
  mailTransport: 'MAIL_TRANSPORT',
  mailDir: 'MAIL_DIR',
  /** The sender address, on the stage's SES identity. */
  mailFrom: 'MAIL_FROM',
  /**
   * A stage's overrides of `accountLimits` maxima, as JSON (`{"receiptsPerDay": 500}`); unset = the
   * contract's figures. `"off"` lifts a limit (the bench's baseline only).
   */
  accountLimits: 'ACCOUNT_LIMITS',
  /** The SES configuration set e-mails are sent with (suppression list, bounce and complaint events). */
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** Where the contact form's messages go: the team's inbox (a stage setting, `teamAddress`). */
  teamAddress: 'TEAM_ADDRESS',
  /** The API's base URL, for the e-mails' RFC 8058 `List-Unsubscribe` header. */
  apiUrl: 'API_URL',
  /** The stage's name: the `stage` dimension of the business metrics (unset locally: none are published). */
  stage: 'STAGE',
  /**
   * The API document the openapi function serves, built with its bundle: a file name beside the code in AWS
   * (`apiDocumentFileName`), an absolute path locally (the local stack writes it at start).
   */
  apiDocumentFile: 'API_DOCUMENT_FILE',
  /** The weekly digest's queue (the planner writes to it). */
  digestQueueUrl: 'DIGEST_QUEUE_URL',
  /** The stage's edge secret: only a request carrying it came through the distribution (client-address.ts). */
  edgeSecret: 'EDGE_SECRET',
  /** `true` where the stage has a distribution: a request without the edge secret is refused (edge-only.ts). */
  edgeOnly: 'EDGE_ONLY',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** An origin or base URL from the environment, without a trailing slash, for building links onto. */
export const baseUrl = (name: string): string => requiredEnv(name).replace(/\/+$/, '');
