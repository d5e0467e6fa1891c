import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { envNames } from '../../functions/config';

/** Where a function that works on members' data finds the table and the media bucket. */
export const tableAndMediaEnvironment = (table: ITable, mediaBucket: IBucket) => ({
  [envNames.tableName]: table.tableName,
  [envNames.mediaBucket]: mediaBucket.bucketName,
});

/** Lets a function do `actions` on the media objects matching `pattern` (a key prefix and `*`), nothing more. */
export function allowOnMediaObjects(fn: IFunction, mediaBucket: IBucket, actions: string[], pattern: string) {
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: [mediaBucket.arnForObjects(pattern)] }));
}
