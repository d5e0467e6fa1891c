import { type MeasuredCall, memberMonth, monthlyLines, totalUsd } from '../../bench/cost-model';
import {
  accessLogLineBytes,
  accessLogLineBytesStored,
  fixedMonth,
  memberPlatform,
  platformLogBytes,
  platformLogLines,
} from '../../bench/platform-usage';
import { type CfnTemplate, countsOf, runsPerMonth } from '../../bench/stack-counts';
import { businessMetrics } from '../../functions/metrics/names';
import { oneRouteProfile } from '../fixtures/usage-profile';

const getAtt = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });
const accessFormat = '{"requestId":"$context.requestId","error":"$context.integrationErrorMessage"}';

/** A stage in two templates, with one of each thing the counts read. */
const templates: CfnTemplate[] = [
  {
    Resources: {
      WebAcl: { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{}, {}] } },
      Ssm: { Type: 'AWS::SSM::Parameter' },
    },
  },
  {
    Resources: {
      RateAlarm: {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: { Metrics: [{ MetricStat: {} }, { MetricStat: {} }, { Expression: 'a / b' }] },
      },
      DeadLetterAlarm: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'Visible' } },
      Dashboard: { Type: 'AWS::CloudWatch::Dashboard' },
      FnLogs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } },
      Fn: { Type: 'AWS::Lambda::Function', Properties: { LoggingConfig: { LogGroup: { Ref: 'FnLogs' } } } },
      ApiLogs: { Type: 'AWS::Logs::LogGroup', Properties: {} },
      Stage: {
        Type: 'AWS::ApiGatewayV2::Stage',
        Properties: { AccessLogSettings: { DestinationArn: getAtt('ApiLogs'), Format: accessFormat } },
      },
      Schedule: { Type: 'AWS::Scheduler::Schedule', Properties: { ScheduleExpression: 'rate(10 minutes)' } },
      Weekly: { Type: 'AWS::Scheduler::Schedule', Properties: { ScheduleExpression: 'cron(0 9 ? * MON *)' } },
      Daily: { Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: 'rate(1 day)' } },
      Feedback: { Type: 'AWS::Events::Rule', Properties: { EventPattern: { source: ['aws.ses'] } } },
      DeadLetters: { Type: 'AWS::SQS::Queue' },
      Secret: { Type: 'AWS::SecretsManager::Secret' },
      Table: {
        Type: 'AWS::DynamoDB::Table',
        Properties: { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
      },
      Site: {
        Type: 'AWS::CloudFront::Distribution',
        Properties: {
          DistributionConfig: {
            DefaultCacheBehavior: { FunctionAssociations: [{}] },
            CacheBehaviors: [{ PathPattern: '/api/*', FunctionAssociations: [{}] }],
            Logging: { Bucket: 'logs' },
          },
        },
      },
      AccessLogs1234: {
        Type: 'AWS::S3::Bucket',
        Properties: { LifecycleConfiguration: { Rules: [{ ExpirationInDays: 90 }] } },
      },
    },
  },
];

describe('the stage’s counts, read from its templates', () => {
  const counts = countsOf(templates);

  it('counts the web ACL’s rules, the alarms’ metrics, the logs’ retention and the schedules’ runs', () => {
    expect(counts).toMatchObject({
      webAcls: 1,
      webAclRules: 2,
      alarms: 2,
      alarmMetrics: 3, // two metrics in the metric-math alarm, one in the other
      dashboards: 1,
      customMetrics: Object.keys(businessMetrics).length,
      functionLogDays: 30,
      apiAccessLogDays: undefined, // no retention: never expires
      apiAccessLogFormat: accessFormat,
      queues: 1,
      polledQueues: 0,
      secrets: 1,
      kmsKeys: 0,
      edgeFunctionsPerApiRequest: 1,
      edgeFunctionsPerSiteRequest: 1,
      pointInTimeRecovery: true,
      distributionLogs: true,
      accessLogDays: 90,
    });
    // Every 10 minutes for 30 days is 4,320 runs, weekly 30 / 7; the daily rule 30, the pattern rule none.
    expect(counts.schedulerRunsPerMonth).toBeCloseTo(4320 + 30 / 7, 9);
    expect(counts.ruleRunsPerMonth).toBe(30);
  });

  it('reads rate and weekly cron expressions, and refuses one it cannot count', () => {
    expect(runsPerMonth('rate(5 minutes)')).toBe(8640);
    expect(runsPerMonth('rate(1 hour)')).toBe(720);
    expect(runsPerMonth('cron(0 12 * * ? *)')).toBe(30);
    expect(() => runsPerMonth('cron(0 12 1 * ? *)')).toThrow('cannot count');
  });

  it('bills the stage with no member: the web ACL and its rules, the secret; the rest inside free tiers', () => {
    const fixed = fixedMonth(counts);
    // 4,320 + 30/7 Scheduler runs and 30 rule runs invoke a function each, billed 1 s at 512 MB.
    expect(fixed.lambdaRequests).toBeCloseTo(4350 + 30 / 7, 9);
    expect(fixed.lambdaArmGbSeconds).toBeCloseTo((4350 + 30 / 7) * 0.5, 9);
    const lines = monthlyLines({}, 0, fixed).filter((l) => l.usd > 0);
    // $5 the ACL + 2 × $1 the rules + $0.40 the secret; 3 alarm metrics, 7 metrics and 1 dashboard are free.
    expect(Object.fromEntries(lines.map((l) => [l.key, l.usd]))).toEqual({
      wafWebAcls: 5,
      wafRules: 2,
      secrets: 0.4,
    });
    // 23 alarm metrics: 13 beyond the free 10, at $0.10.
    const alarms = monthlyLines({}, 0, fixedMonth({ ...counts, alarmMetrics: 23 }));
    expect(alarms.find((l) => l.key === 'cloudWatchAlarmMetrics')!.usd).toBeCloseTo(1.3, 9);
  });
});

describe('a member’s month around their calls', () => {
  const profile = { ...oneRouteProfile, siteVisitsPerDay: 1, siteRequestsPerVisit: 4, monthsKept: 12 };
  const getMe: MeasuredCall = { route: 'GET /me', read: 2, write: 0, ms: 20, memoryMb: 512, logBytes: 200 };
  const own = memberMonth(profile, [getMe]);
  const usage = memberPlatform(countsOf(templates), profile, [getMe], own);
  const gb = 1024 ** 3;

  it('sends the API through CloudFront: every request inspected by the web ACL and run by an edge function', () => {
    // 300 API calls and 120 site requests a month.
    expect(usage).toMatchObject({ cloudFrontRequests: 420, wafRequests: 420, cloudFrontFunctions: 420 });
  });

  it('logs each call’s lines and Lambda’s, and each API request’s access-log line', () => {
    const platform = platformLogLines.reduce((n, line) => n + line.length + 1 + 26, 0);
    expect(platformLogBytes).toBe(platform);
    // The format filled in: {"requestId":"Kx2Lbg1yoAMEMcg=","error":"-"}, a newline and 26 bytes.
    expect(accessLogLineBytes(accessFormat)).toBe(44 + 1 + 26);
    const functionGb = (300 * (200 + platform)) / gb;
    const accessGb = (300 * 71) / gb;
    expect(usage.cloudWatchLogsIngested).toBeCloseTo(functionGb + accessGb, 15);
    // Function logs kept 30 days (one month), the access log never expires: the profile's 12 months.
    expect(usage.cloudWatchLogsStored).toBeCloseTo(functionGb + 12 * accessGb, 15);
  });

  it('keeps access-log lines for the bucket’s 90 days, and backs up the table’s storage', () => {
    expect(usage.accessLogStorage).toBeCloseTo(((420 * accessLogLineBytesStored) / gb) * 3, 15);
    expect(usage.dynamoBackup).toBe(own.dynamoStorage);
  });

  it('bills 100,000 members’ web ACL requests at $0.60 a million on top of the fixed lines', () => {
    const lines = monthlyLines(usage, 100_000, fixedMonth(countsOf(templates)));
    // 42 M requests × $0.60 / M = $25.20.
    expect(lines.find((l) => l.key === 'wafRequests')!.usd).toBeCloseTo(25.2, 9);
    expect(totalUsd(lines)).toBeGreaterThan(totalUsd(monthlyLines({}, 0, fixedMonth(countsOf(templates)))));
  });
});
