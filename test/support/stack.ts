export interface TestStack {
  siteUrl: string;
  apiUrl: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  tableName: string;
  bucket: string;
  cognitoDbDir: string;
  mailDir: string;
}

/** The endpoints of the local stack the global setup started. */
export function testStack(): TestStack {
  const json = process.env.RECEIPTS_STACK;
  if (!json)
    throw new Error('RECEIPTS_STACK is not set: run the tests through Jest (global setup starts the stack)');
  return JSON.parse(json) as TestStack;
}
