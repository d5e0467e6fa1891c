import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { limits } from '../../contract/limits';
import { envNames } from '../../functions/config';
import { createFunction } from './lambda-defaults';
import { acknowledge, acknowledgeResources, deadLetterQueueOf } from './stage-nag';

/**
 * Anonymous receipts' delivery: EventBridge Scheduler every `limits.deliveryRunMinutes` → the delivery
 * function, which Queries the sparse deliveries index (GSI2) for what is due and moves each held receipt
 * into its recipient's hub in one transaction (or withholds it, when the recipient blocked that sender).
 * A failed run is retried by the schedule, then parked in a dead-letter queue; the next run delivers
 * whatever is still due, so nothing is lost.
 */
export class HeldDelivery extends Construct {
  readonly fn: LambdaFunction;
  readonly schedule: Schedule;
  readonly scheduleDeadLetters: Queue;

  constructor(scope: Construct, id: string, table: Table) {
    super(scope, id);
    this.fn = createFunction(
      this,
      'Function',
      'functions/events/deliver-held.ts',
      { [envNames.tableName]: table.tableName },
      { timeout: Duration.minutes(5) },
    );
    // The due receipts (Query GSI2), the block guard (GetItem), and the delivery's transaction: delete the
    // held item, put the hub (or withheld) item, update the recipient's counters, check the guard.
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/GSI2`] }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:DeleteItem',
          'dynamodb:UpdateItem',
          'dynamodb:ConditionCheckItem',
        ],
        resources: [table.tableArn],
      }),
    );

    this.scheduleDeadLetters = new Queue(this, 'ScheduleDeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.scheduleDeadLetters, deadLetterQueueOf("the delivery's schedule"));
    const role = new Role(this, 'ScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
    });
    this.schedule = new Schedule(this, 'Schedule', {
      description: `Delivers held anonymous receipts: every ${limits.deliveryRunMinutes} minutes`,
      schedule: ScheduleExpression.rate(Duration.minutes(limits.deliveryRunMinutes)),
      target: new LambdaInvoke(this.fn, {
        role,
        retryAttempts: 2,
        deadLetterQueue: this.scheduleDeadLetters,
      }),
    });
    acknowledgeResources(
      role,
      "CDK's grantInvoke names the function and its versions (<ARN>:*): this one function only, which the schedule invokes unqualified.",
      `${this.fn.functionArn}:*`,
    );
  }
}
