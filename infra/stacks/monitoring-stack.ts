import type { HandlerModule } from '@contract/routes';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { DeadLetterAlarms } from '../monitoring/dead-letter-alarms';
import type { StageConfig } from '../stage-config';

export interface MonitoringStackProps extends StackProps {
  config: StageConfig;
  api: HttpApi;
  functions: Record<HandlerModule, NodejsFunction>;
  table: Table;
  /** Who gets the alarms (`-c alarmEmail=`); without it the topic has no subscriber. */
  alarmEmail?: string;
}

const period = Duration.minutes(5);
/** Custom metrics live in a namespace per stage, so stages never mix. */
export const metricNamespace = (stage: string) => `Receipts/${stage}`;

/** The stage's dashboard and alarms; every alarm notifies one SNS topic. */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { api, functions, table, config } = props;

    this.topic = new Topic(this, 'Alarms', {
      displayName: `Receipts ${config.stage} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry no personal data; CloudWatch cannot publish to the AWS-managed SNS key.',
      },
    ]);

    const requests = api.metricCount({ period, statistic: 'Sum' });
    const serverErrors = api.metricServerError({ period, statistic: 'Sum' });
    const clientErrors = api.metricClientError({ period, statistic: 'Sum' });
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: '5xx %',
      period,
    });
    const fns = Object.entries(functions) as [HandlerModule, NodejsFunction][];
    const lambdaErrors = sumOf(
      fns.map(([, fn]) => fn.metricErrors({ period, statistic: 'Sum' })),
      'Lambda errors',
    );
    const lambdaThrottles = sumOf(
      fns.map(([, fn]) => fn.metricThrottles({ period, statistic: 'Sum' })),
      'Lambda throttles',
    );
    const tableThrottles = sumOf(
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map((name) =>
        table.metric(name, { period, statistic: 'Sum' }),
      ),
      'DynamoDB throttles',
    );

    // A receipt is sent when POST /receipts answers 201; the handler logs that line.
    new MetricFilter(this, 'ReceiptsSent', {
      logGroup: functions.receipts.logGroup,
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.routeKey', '=', 'POST /receipts'),
        FilterPattern.numberValue('$.status', '=', 201),
      ),
      metricNamespace: metricNamespace(config.stage),
      metricName: 'ReceiptsSent',
      metricValue: '1',
    });
    const receiptsSent = new Metric({
      namespace: metricNamespace(config.stage),
      metricName: 'ReceiptsSent',
      period,
      statistic: 'Sum',
    });

    this.alarm('ServerErrorRate', '5xx responses above 5% of requests', serverErrorRate, 5);
    this.alarm('LambdaErrors', 'A function failed (uncaught error or timeout)', lambdaErrors, 1);
    this.alarm('DynamoDbThrottles', 'DynamoDB throttled requests', tableThrottles, 1);

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `receipts-${config.stage}` });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Requests', left: [requests] }),
      new GraphWidget({ title: '4xx and 5xx', left: [clientErrors, serverErrors], right: [serverErrorRate] }),
      new GraphWidget({
        title: 'Latency',
        left: [
          api.metricLatency({ period, statistic: 'p50' }),
          api.metricLatency({ period, statistic: 'p99' }),
        ],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Lambda errors and throttles', left: [lambdaErrors, lambdaThrottles] }),
      new GraphWidget({ title: 'DynamoDB throttles', left: [tableThrottles] }),
      new GraphWidget({ title: 'Receipts sent', left: [receiptsSent] }),
    );
  }

  /** Alarms when any of these dead-letter queues holds a message. */
  alarmOnDeadLetters(id: string, queues: Record<string, IQueue>): DeadLetterAlarms {
    return new DeadLetterAlarms(this, id, { topic: this.topic, queues });
  }

  private alarm(id: string, description: string, metric: IMetric, threshold: number) {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    return alarm;
  }
}

/** The sum of several metrics as one line (CloudWatch metric math). */
function sumOf(metrics: IMetric[], label: string): MathExpression {
  // Ids must be unique within a graph that shows several sums.
  const prefix = label.toLowerCase().replace(/[^a-z]/g, '');
  const usingMetrics = Object.fromEntries(metrics.map((m, i) => [`${prefix}${i}`, m]));
  return new MathExpression({
    expression: Object.keys(usingMetrics).join(' + '),
    usingMetrics,
    label,
    period,
  });
}
