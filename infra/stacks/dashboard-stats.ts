import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { envNames } from '../../functions/config';
import { createFunction } from './lambda-defaults';
import { acknowledge, acknowledgeStreamListing, deadLetterQueueOf } from './stage-nag';

/**
 * The dashboard's aggregates: the table's stream (receipt items only: RECEIPT#, WITHHELD#) → the
 * dashboard-stats Lambda, which moves each member's STATS# buckets in transactions with a ledger item, so
 * retries and redeliveries change nothing. Records are applied in order (no bisecting: a receipt's changes
 * must not be applied out of order); the first failure is reported and retried from, then parked in a
 * dead-letter queue. A table with receipts from before this mapping needs them replayed once (README).
 */
export class DashboardStats extends Construct {
  readonly fn;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, table: Table) {
    super(scope, id);
    this.fn = createFunction(this, 'Function', 'functions/events/dashboard-stats.ts', {
      [envNames.tableName]: table.tableName,
    });
    // Transactions of bucket updates, ledger puts/deletes and a ConditionCheck of the member's profile; the
    // moves read which members still have a profile (BatchGetItem) and clear spent ledger items (BatchWriteItem);
    // each pair partition's newest is read again after its entries move (Query, then UpdateItem).
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:Query',
          'dynamodb:ConditionCheckItem',
          'dynamodb:UpdateItem',
          'dynamodb:PutItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchGetItem',
          'dynamodb:BatchWriteItem',
        ],
        resources: [table.tableArn],
      }),
    );
    this.deadLetters = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetters, deadLetterQueueOf('the dashboard figures'));
    const receiptItem = (image: 'NewImage' | 'OldImage') =>
      FilterCriteria.filter({
        dynamodb: { [image]: { entity: { S: FilterRule.or('receipt', 'withheldReceipt') } } },
      });
    this.fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 10,
        reportBatchItemFailures: true,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [receiptItem('NewImage'), receiptItem('OldImage')],
      }),
    );
    acknowledgeStreamListing(this.fn);
  }
}
