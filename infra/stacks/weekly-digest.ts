import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { envNames } from '../../functions/config';
import { createFunction } from './lambda-defaults';
import { acknowledge, acknowledgeResources, deadLetterQueueOf } from './stage-nag';
import { scheduleGroupOf } from './stage-schedule-group';

/** Sends digests: the environment and the SES rights of a mail-sending function of the stack. */
export interface MailSending {
  environment: Record<string, string>;
  allowSending(fn: LambdaFunction): void;
}

export interface WeeklyDigestProps {
  table: Table;
  mail: MailSending;
}

/** The sender's timeout; the queue hides a message for six times it, as AWS advises for SQS event sources. */
const senderTimeout = Duration.seconds(60);
/** Deliveries of one message before it is parked in the dead-letter queue. */
export const digestMaxReceives = 5;

const deadLetterQueue = (scope: Construct, id: string) => {
  const queue = new Queue(scope, id, {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  return queue;
};

/**
 * The weekly digest: EventBridge Scheduler (Mondays 08:00 UTC) → the planner, which Queries the sparse index
 * of opted-in members page by page and queues one job per member → the sender (SQS event source, partial
 * batch failures), which claims DIGEST#<week> before it sends; failed jobs go to a dead-letter queue.
 */
export class WeeklyDigest extends Construct {
  readonly planner: LambdaFunction;
  readonly sender: LambdaFunction;
  readonly jobs: Queue;
  readonly deadLetters: Queue;
  readonly scheduleDeadLetters: Queue;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, { table, mail }: WeeklyDigestProps) {
    super(scope, id);
    const gsi1 = `${table.tableArn}/index/GSI1`;
    this.deadLetters = deadLetterQueue(this, 'DigestDeadLetters');
    this.jobs = new Queue(this, 'DigestJobs', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(senderTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: digestMaxReceives },
    });

    this.sender = createFunction(
      this,
      'DigestSenderFunction',
      'functions/events/digest-sender.ts',
      { [envNames.tableName]: table.tableName, ...mail.environment },
      { timeout: senderTimeout },
    );
    // The member's profile and suppression, their received (table) and sent (GSI1) receipts and circle, the
    // DIGEST#<week> claim, and the week's reflections' receipts, still in the hub or not (BatchGetItem).
    this.sender.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:BatchGetItem'], resources: [table.tableArn] }),
    );
    this.sender.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
        ],
        resources: [table.tableArn, gsi1],
      }),
    );
    mail.allowSending(this.sender);
    this.sender.addEventSource(
      new SqsEventSource(this.jobs, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: 5 }),
    );

    this.planner = createFunction(
      this,
      'DigestPlannerFunction',
      'functions/events/digest-planner.ts',
      { [envNames.tableName]: table.tableName, [envNames.digestQueueUrl]: this.jobs.queueUrl },
      { timeout: Duration.minutes(15) },
    );
    // Its run item (GetItem, PutItem) and the subscribers' index (Query GSI1), and the jobs queue.
    this.planner.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], resources: [table.tableArn] }),
    );
    this.planner.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [gsi1] }));
    this.jobs.grantSendMessages(this.planner);

    this.scheduleDeadLetters = deadLetterQueue(this, 'DigestScheduleDeadLetters');
    // The jobs' one is the jobs queue's redrive target, which cdk-nag recognises; this one is the schedule's.
    acknowledge(this.scheduleDeadLetters, deadLetterQueueOf("the digest's schedule"));
    const scheduleRole = new Role(this, 'DigestScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
    });
    const scheduleGroup = scheduleGroupOf(this);
    this.schedule = new Schedule(this, 'DigestSchedule', {
      description: 'Weekly digest: Mondays 08:00 UTC',
      scheduleGroup,
      schedule: ScheduleExpression.cron({ weekDay: 'MON', hour: '8', minute: '0' }),
      target: new LambdaInvoke(this.planner, {
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        role: scheduleRole,
        retryAttempts: 3,
        deadLetterQueue: this.scheduleDeadLetters,
      }),
    });
    this.schedule.node.addDependency(scheduleGroup);
    acknowledgeResources(
      scheduleRole,
      "CDK's grantInvoke names the planner and its versions (<ARN>:*): this one function only, which the schedule invokes unqualified.",
      `${this.planner.functionArn}:*`,
    );
  }
}
