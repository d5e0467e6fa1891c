/** CloudFormation metadata on each function of ours naming its entry module: how the local stack finds its role. */
export const entryMetadataKey = 'receipts:entry';
