import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * One alarm per dead-letter queue: anything in it is work that failed for good, so one message alarms.
 * Reusable: any stack with a DLQ passes its queues (and the stage's alarm topic).
 */
export class DeadLetterAlarms extends Construct {
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: { topic: ITopic; queues: Record<string, IQueue> }) {
    super(scope, id);
    this.alarms = Object.entries(props.queues).map(([name, queue]) => {
      const alarm = new Alarm(this, `${name}NotEmpty`, {
        alarmDescription: `${name}: messages in the dead-letter queue (failed for good)`,
        metric: queue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(props.topic));
      return alarm;
    });
  }
}
