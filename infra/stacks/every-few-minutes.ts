import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge, acknowledgeResources, deadLetterQueueOf } from './stage-nag';
import { scheduleGroupOf } from './stage-schedule-group';

/**
 * EventBridge Scheduler runs `fn` every `minutes` under its own role. The schedule invokes it asynchronously:
 * an invocation the scheduler could not make, and a run that failed (an error, a timeout) after Lambda's
 * retries, are both parked in the returned dead-letter queue, which the stage alarms on. The next run picks up
 * what is still due, so nothing is lost.
 */
export function runEvery(
  scope: Construct,
  fn: LambdaFunction,
  { minutes, description, job }: { minutes: number; description: string; job: string },
): { schedule: Schedule; deadLetters: Queue } {
  const deadLetters = new Queue(scope, 'ScheduleDeadLetters', {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  acknowledge(deadLetters, deadLetterQueueOf(`${job}'s schedule and its failed runs`));
  fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(deadLetters) });
  const role = new Role(scope, 'ScheduleRole', {
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
  });
  const scheduleGroup = scheduleGroupOf(scope);
  const schedule = new Schedule(scope, 'Schedule', {
    description: `${description}: every ${minutes} minutes`,
    scheduleGroup,
    schedule: ScheduleExpression.rate(Duration.minutes(minutes)),
    target: new LambdaInvoke(fn, { role, retryAttempts: 2, deadLetterQueue: deadLetters }),
  });
  schedule.node.addDependency(scheduleGroup);
  acknowledgeResources(
    role,
    "CDK's grantInvoke names the function and its versions (<ARN>:*): this one function only, which the schedule invokes unqualified.",
    `${fn.functionArn}:*`,
  );
  return { schedule, deadLetters };
}
