import { businessMetrics } from '../functions/metrics/names';

/** A CloudFormation template as synthesized: only what the counts read. */
export interface CfnTemplate {
  // biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties as synthesized
  Resources?: Record<string, { Type: string; Properties?: any }>;
}

/** What the stage's templates create that AWS bills, counted from the templates themselves. */
export interface StackCounts {
  webAcls: number;
  webAclRules: number;
  /** One per alarm, or per metric a metric-math alarm reads: what CloudWatch bills. */
  alarmMetrics: number;
  alarms: number;
  dashboards: number;
  /** The business metrics the functions publish (functions/metrics/names.ts), one dimension set each. */
  customMetrics: number;
  /** Days the functions' log groups keep their lines (the longest of them; undefined: never expire). */
  functionLogDays: number | undefined;
  /** Days the HTTP API's access-log group keeps its lines; its line's format as the template gives it. */
  apiAccessLogDays: number | undefined;
  apiAccessLogFormat: string;
  /** Runs a month of each EventBridge Scheduler schedule and each scheduled EventBridge rule. */
  schedulerRunsPerMonth: number;
  ruleRunsPerMonth: number;
  queues: number;
  /** SQS queues a Lambda event source polls (a dead-letter queue nobody polls costs nothing idle). */
  polledQueues: number;
  secrets: number;
  kmsKeys: number;
  /** CloudFront Functions a request runs: on the API's behaviour (`/api/*`) and on every other request. */
  edgeFunctionsPerApiRequest: number;
  edgeFunctionsPerSiteRequest: number;
  pointInTimeRecovery: boolean;
  /** Whether the distribution writes standard logs, and the days the access-log bucket keeps them. */
  distributionLogs: boolean;
  accessLogDays: number | undefined;
}

const minutesPerMonth = 30 * 24 * 60;
const unitMinutes: Record<string, number> = { minute: 1, hour: 60, day: 24 * 60 };

/** Runs a month of `rate(5 minutes)`, `rate(1 day)`; a cron expression with a weekday runs weekly. */
export function runsPerMonth(expression: string): number {
  const rate = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression);
  if (rate) return minutesPerMonth / (Number(rate[1]) * unitMinutes[rate[2]!]!);
  const cron = /^cron\((.+)\)$/.exec(expression);
  if (!cron) throw new Error(`Unknown schedule expression ${expression}`);
  const [, , day, , weekday] = cron[1]!.split(' ');
  if (weekday && weekday !== '?' && weekday !== '*') return 30 / 7;
  if (day === '*' || day === '?') return 30;
  throw new Error(`A cron schedule the cost model cannot count: ${expression}`);
}

const retention = (props: { RetentionInDays?: number } | undefined) => props?.RetentionInDays;
const longest = (days: (number | undefined)[]) =>
  days.includes(undefined) ? undefined : Math.max(...(days as number[]));
const logicalIdOf = (arn: unknown): string | undefined =>
  // biome-ignore lint/suspicious/noExplicitAny: an intrinsic function as synthesized
  (arn as any)?.['Fn::GetAtt']?.[0] ?? (arn as any)?.Ref;

/** The stage's counts, from every template of the stage. */
export function countsOf(templates: CfnTemplate[]): StackCounts {
  const resources = templates.flatMap((t) => Object.entries(t.Resources ?? {}));
  const of = (type: string) => resources.filter(([, r]) => r.Type === type);
  const byId = new Map(resources);
  const acls = of('AWS::WAFv2::WebACL');
  const alarms = of('AWS::CloudWatch::Alarm');
  const functionLogGroups = of('AWS::Lambda::Function')
    .map(([, r]) => logicalIdOf(r.Properties?.LoggingConfig?.LogGroup))
    .filter((id): id is string => id !== undefined);
  const stages = of('AWS::ApiGatewayV2::Stage').filter(([, r]) => r.Properties?.AccessLogSettings);
  const accessLog = stages[0]?.[1].Properties.AccessLogSettings;
  const accessLogGroup = byId.get(logicalIdOf(accessLog?.DestinationArn) ?? '');
  const distributions = of('AWS::CloudFront::Distribution').map(([, r]) => r.Properties.DistributionConfig);
  const behaviours = distributions.flatMap((d) => [
    { api: false, fns: d.DefaultCacheBehavior?.FunctionAssociations ?? [] },
    // biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties as synthesized
    ...(d.CacheBehaviors ?? []).map((b: any) => ({
      api: String(b.PathPattern).startsWith('/api'),
      fns: b.FunctionAssociations ?? [],
    })),
  ]);
  const functionsOn = (api: boolean) =>
    Math.max(0, ...behaviours.filter((b) => b.api === api).map((b) => b.fns.length));
  const logBuckets = of('AWS::S3::Bucket').filter(([id]) => id.startsWith('AccessLogs'));
  return {
    webAcls: acls.length,
    webAclRules: acls.reduce((n, [, r]) => n + (r.Properties?.Rules?.length ?? 0), 0),
    alarms: alarms.length,
    alarmMetrics: alarms.reduce(
      // biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties as synthesized
      (n, [, r]) => n + (r.Properties?.Metrics?.filter((m: any) => m.MetricStat).length || 1),
      0,
    ),
    dashboards: of('AWS::CloudWatch::Dashboard').length,
    customMetrics: Object.keys(businessMetrics).length,
    functionLogDays: longest(functionLogGroups.map((id) => retention(byId.get(id)?.Properties))),
    apiAccessLogDays: retention(accessLogGroup?.Properties),
    apiAccessLogFormat: accessLog?.Format ?? '',
    schedulerRunsPerMonth: of('AWS::Scheduler::Schedule').reduce(
      (n, [, r]) => n + runsPerMonth(r.Properties.ScheduleExpression),
      0,
    ),
    ruleRunsPerMonth: of('AWS::Events::Rule')
      .filter(([, r]) => r.Properties?.ScheduleExpression)
      .reduce((n, [, r]) => n + runsPerMonth(r.Properties.ScheduleExpression), 0),
    queues: of('AWS::SQS::Queue').length,
    polledQueues: of('AWS::Lambda::EventSourceMapping').filter(([, r]) =>
      JSON.stringify(r.Properties?.EventSourceArn ?? '').includes('Queue'),
    ).length,
    secrets: of('AWS::SecretsManager::Secret').length,
    kmsKeys: of('AWS::KMS::Key').length,
    edgeFunctionsPerApiRequest: functionsOn(true),
    edgeFunctionsPerSiteRequest: functionsOn(false),
    pointInTimeRecovery: of('AWS::DynamoDB::Table').some(
      ([, r]) => r.Properties?.PointInTimeRecoverySpecification?.PointInTimeRecoveryEnabled === true,
    ),
    distributionLogs: distributions.some((d) => d.Logging),
    accessLogDays: longest(
      logBuckets.map(
        ([, r]) =>
          r.Properties?.LifecycleConfiguration?.Rules?.find((x: { ExpirationInDays?: number }) => x)
            ?.ExpirationInDays,
      ),
    ),
  };
}
