/** CloudFormation metadata on each function of ours naming its entry module: how the local stack finds its role. */
export const entryMetadataKey = 'receipts:entry';

/**
 * Where a function's entry module may live: `functions/handlers/` (the API's functions and the link preview's)
 * or `functions/events/` (stream, schedule and queue consumers, Cognito's triggers). Everything else under
 * `functions/` is what entries call.
 */
export type FunctionEntry = `functions/${'handlers' | 'events'}/${string}.ts`;
