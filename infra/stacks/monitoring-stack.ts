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
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  type BusinessMetric,
  businessMetrics,
  metricDimensions,
  metricsNamespace,
} from '../../functions/metrics/names';
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
/** Refusals in 5 minutes above which someone looks: a few members at their daily limits stay well under. */
export const limitRefusalSurge = 100;

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

    // The functions publish these (Powertools Metrics, embedded metric format): functions/metrics/names.ts.
    const business = (name: BusinessMetric, label: string) =>
      new Metric({
        namespace: metricsNamespace,
        metricName: name,
        dimensionsMap: metricDimensions(config.stage),
        period,
        statistic: 'Sum',
        label,
      });
    const receiptsSent = business(businessMetrics.receiptsSent, 'Receipts sent');
    const emailsSent = business(businessMetrics.emailsSent, 'E-mails sent');
    const emailsFailed = business(businessMetrics.emailsFailed, 'E-mails failed');
    const limitRefusals = business(businessMetrics.limitRefusals, 'Limit refusals (429)');

    this.alarm('ServerErrorRate', '5xx responses above 5% of requests', serverErrorRate, 5);
    this.alarm('LambdaErrors', 'A function failed (uncaught error or timeout)', lambdaErrors, 1);
    this.alarm('DynamoDbThrottles', 'DynamoDB throttled requests', tableThrottles, 1);
    this.alarm('EmailsFailed', 'E-mails failed to send (SES refused or did not answer)', emailsFailed, 1);
    this.alarm(
      'LimitRefusalSurge',
      `More than ${limitRefusalSurge} limit refusals (429) in 5 minutes: abuse, or limits too tight`,
      limitRefusals,
      limitRefusalSurge,
    );

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
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Receipts sent', left: [receiptsSent] }),
      new GraphWidget({ title: 'E-mails sent and failed', left: [emailsSent, emailsFailed] }),
      new GraphWidget({
        title: 'Reports, blocks and deletions',
        left: [
          business(businessMetrics.receiptsReported, 'Receipts reported'),
          business(businessMetrics.sendersBlocked, 'Senders blocked'),
          business(businessMetrics.accountsDeleted, 'Accounts deleted'),
        ],
      }),
      new GraphWidget({ title: 'Limit refusals (429)', left: [limitRefusals] }),
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
