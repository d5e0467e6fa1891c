import { handlerModules } from '@contract/routes';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { envNames } from '../../../functions/config';
import { businessMetrics, metricsNamespace, metricsService } from '../../../functions/metrics/names';
import { DeadLetterAlarms } from '../../../infra/monitoring/dead-letter-alarms';
import { limitRefusalSurge } from '../../../infra/stacks/monitoring-stack';
import { pascal, type StackTemplates, stackTemplates } from '../../support/stack-templates';
import { type SynthesizedStage, synthesisTimeout, synthesizedStages } from '../../support/synthesized-stages';

/** The Monitoring stack: alarms, the dashboard and the business metrics, and the dead-letter helper. */
let ephemeral: SynthesizedStage;
let prod: SynthesizedStage;
let templates: StackTemplates;

beforeAll(() => {
  ephemeral = synthesizedStages.branch();
  prod = synthesizedStages.prod();
  templates = stackTemplates(ephemeral);
}, synthesisTimeout);

describe('Monitoring stack', () => {
  /** CloudWatch's hard limit: an alarm on a metric math expression reads at most 10 metrics (one per function). */
  it('reads no more than 10 metrics in any alarm, so PutMetricAlarm takes each', () => {
    const monitoring = ephemeral.template(ephemeral.stacks.monitoring);
    const alarms = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm'));
    const metricsOf = (alarm: (typeof alarms)[number]) =>
      ((alarm.Properties.Metrics ?? []) as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length;
    expect(alarms.map(metricsOf).filter((count) => count > 10)).toEqual([]);
    expect(Math.max(...alarms.map(metricsOf))).toBe(handlerModules.length);
  });

  it('alarms on the 5xx rate, Lambda errors and DynamoDB throttles, to one topic', () => {
    const monitoring = ephemeral.template(ephemeral.stacks.monitoring);
    monitoring.resourceCountIs('AWS::SNS::Topic', 1);
    const [topic] = Object.keys(monitoring.findResources('AWS::SNS::Topic'));
    const alarms = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm'));
    const descriptions = alarms.map((a) => a.Properties.AlarmDescription as string);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/5xx/),
        expect.stringMatching(/function failed/),
        expect.stringMatching(/DynamoDB throttled/),
      ]),
    );
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    const expressions = JSON.stringify(alarms.map((a) => a.Properties.Metrics));
    for (const module of handlerModules) expect(expressions).toContain(`${pascal(module)}Function`);
    expect(expressions).toContain('WriteThrottleEvents');
  });

  it('e-mails the address from context, and has a dashboard of the stage', () => {
    prod.template(prod.stacks.monitoring).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
    ephemeral.template(ephemeral.stacks.monitoring).resourceCountIs('AWS::SNS::Subscription', 0);
    const dashboard = ephemeral.template(ephemeral.stacks.monitoring);
    dashboard.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'receipts-test' });
    const body = JSON.stringify(dashboard.findResources('AWS::CloudWatch::Dashboard'));
    for (const title of [
      'Requests',
      '4xx and 5xx',
      'Latency',
      'Lambda errors',
      'DynamoDB throttles',
      'Receipts sent',
    ])
      expect(body).toContain(title);
    expect(body).toContain('p99');
  });

  it('graphs every business metric of the stage, by the names the functions publish', () => {
    const monitoring = ephemeral.template(ephemeral.stacks.monitoring);
    const body = JSON.stringify(
      Object.values(monitoring.findResources('AWS::CloudWatch::Dashboard'))[0]?.Properties.DashboardBody,
    );
    for (const name of Object.values(businessMetrics)) {
      // The dashboard body is a JSON string in a Fn::Join: each metric is [namespace, name, dimensions...].
      const metric = JSON.stringify([metricsNamespace, name, 'service', metricsService, 'stage', 'test']);
      expect(body).toContain(JSON.stringify(metric.slice(1, -1)).slice(1, -1));
    }
    expect(monitoring.findResources('AWS::Logs::MetricFilter')).toEqual({});
  });

  it('alarms on failed e-mails and on a surge of limit refusals, in the stage dimension', () => {
    const monitoring = prod.template(prod.stacks.monitoring);
    const dimensions = [
      { Name: 'service', Value: metricsService },
      { Name: 'stage', Value: 'prod' },
    ];
    for (const [name, threshold] of [
      [businessMetrics.emailsFailed, 1],
      [businessMetrics.limitRefusals, limitRefusalSurge],
    ] as const) {
      monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Metrics: [
          Match.objectLike({
            MetricStat: Match.objectLike({
              Metric: {
                Namespace: metricsNamespace,
                MetricName: name,
                Dimensions: Match.arrayEquals(dimensions),
              },
              Stat: 'Sum',
            }),
          }),
        ],
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: Match.stringLikeRegexp('^Alarms') }],
      });
    }
  });

  it('tells every function that counts business events its stage', () => {
    // The API's functions, and the notifier (the one that sends e-mail).
    for (const [template, variable] of [
      [templates.api, envNames.tableName],
      [templates.notifications, envNames.mailTransport],
    ] as const) {
      const functions = template.findResources('AWS::Lambda::Function', {
        Properties: { Environment: { Variables: { [variable]: Match.anyValue() } } },
      });
      expect(Object.keys(functions).length).toBeGreaterThan(0);
      for (const fn of Object.values(functions)) {
        expect(fn.Properties.Environment.Variables[envNames.stage]).toBe('test');
      }
    }
  });

  it('alarms on any dead-letter queue it is given (the helper other stacks use)', () => {
    const stack = new Stack(new App(), 'QueuesForTest');
    const topic = new Topic(stack, 'Alarms');
    const dlq = new Queue(stack, 'NotifierDlq', { enforceSSL: true });
    new DeadLetterAlarms(stack, 'DeadLetters', { topic, queues: { Notifier: dlq } });
    const template = Template.fromStack(stack);
    template.resourceCountIs('AWS::CloudWatch::Alarm', 1);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^Alarms') }],
    });
  });
});
