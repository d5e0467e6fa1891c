/** What the local stack is started with, and what it answers: its endpoints and files. */

export interface LocalStackOptions {
  /** Where emulators keep their data; DynamoDB stays in memory when `persist` is false. */
  dataDir: string;
  persist: boolean;
  /** Fixed ports, or `auto` for free ones (tests). */
  ports: LocalPorts | 'auto';
  /**
   * `dev`: Vite's dev server, reloading as web/ changes (`npm start`); `built`: the site built as a deploy
   * builds it, served through the distribution's behaviours with the API under `/api` (the tests); or none.
   */
  site: 'dev' | 'built' | false;
}

export interface LocalPorts {
  site: number;
  api: number;
  dynamodb: number;
  s3: number;
  cognito: number;
}

export const defaultPorts: LocalPorts = { site: 5173, api: 3001, dynamodb: 8011, s3: 4569, cognito: 9229 };

export interface LocalStack {
  siteUrl: string | null;
  /** The built site's folder (with Vite's manifest), when the site is served built. */
  siteDir: string | null;
  apiUrl: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  tableName: string;
  bucket: string;
  /** Where the local mail transport writes e-mails (one .eml file each). */
  mailDir: string;
  /** cognito-local's JSON database (tests read verification codes from it). */
  cognitoDbDir: string;
  /** cognito-local's output, with one line per delivered code (see code-delivery.ts). */
  cognitoLog: string;
  /** A JSON file with the process id of the gateway and of each emulator, rewritten when one restarts. */
  processesFile: string;
  /** Every function's IAM policies as the stack enforces them (JSON), for handlers run in another process. */
  iamPoliciesFile: string;
  /**
   * The edge secret the API refuses a request without, when the stack is edge-only (the built site's edge in
   * front, as in AWS); null when the gateway answers everyone. The tests' own calls to the gateway carry it.
   */
  edgeSecret: string | null;
  stop(): Promise<void>;
}
