import { defaultMemoryMb } from '../infra/stacks/lambda-defaults';
import { gb, gbSeconds, type MeasuredCall, monthlyCalls, type Usage } from './cost-model';
import type { UsageProfile } from './prices';
import type { StackCounts } from './stack-counts';

/** CloudWatch Logs bills each event's bytes plus 26 bytes of metadata. */
export const logEventOverheadBytes = 26;

const sampleRequestId = '3f6e8d2b-5a4c-4c1e-9a0e-2f7d5c9b1a3e';
/**
 * Lambda's own lines for every invocation in the text log format (the functions set no other): START, END and
 * REPORT, as Lambda writes them for a warm run of a 512 MB function.
 */
export const platformLogLines = [
  `START RequestId: ${sampleRequestId} Version: $LATEST`,
  `END RequestId: ${sampleRequestId}`,
  `REPORT RequestId: ${sampleRequestId}\tDuration: 23.45 ms\tBilled Duration: 24 ms\tMemory Size: ${defaultMemoryMb} MB\tMax Memory Used: 98 MB\t`,
];
export const platformLogBytes = platformLogLines.reduce(
  (n, line) => n + line.length + 1 + logEventOverheadBytes,
  0,
);

/** A value of each `$context` variable the API's access-log format names, as API Gateway fills it in. */
const contextSamples: Record<string, string> = {
  requestId: 'Kx2Lbg1yoAMEMcg=',
  routeKey: 'GET /receipts/{receiptId}',
  'identity.sourceIp': '130.176.98.140',
  'authorizer.claims.sub': sampleRequestId,
  status: '200',
  responseLatency: '25',
};

/** One access-log line's bytes: the template's format with each variable filled in (`-` when empty). */
export function accessLogLineBytes(format: string): number {
  if (!format) return 0;
  const line = format.replace(/\$context\.([A-Za-z.]+)/g, (_, name: string) => contextSamples[name] ?? '-');
  return line.length + 1 + logEventOverheadBytes;
}

/**
 * A scheduled run's billed time, assumed (the held-delivery and digest rows measure a run's requests; a run
 * with nothing due reads one Query page): 1 s at the default memory.
 */
export const scheduledRunMs = 1000;
/** A CloudFront standard-log or S3 server-access-log line, uncompressed (what the bucket keeps, at most). */
export const accessLogLineBytesStored = 450;
/** Lambda's SQS poller: five long polls of 20 s at once, all month, for each queue an event source reads. */
const sqsPollsPerQueueMonth = 5 * 3 * 60 * 24 * 30;

/** What the stage bills a month with no member at all: the web ACL, alarms, metrics, schedules, secrets. */
export function fixedMonth(c: StackCounts): Usage {
  const runs = c.schedulerRunsPerMonth + c.ruleRunsPerMonth;
  return {
    wafWebAcls: c.webAcls,
    wafRules: c.webAclRules,
    cloudWatchAlarmMetrics: c.alarmMetrics,
    cloudWatchMetrics: c.customMetrics,
    cloudWatchDashboards: c.dashboards,
    secrets: c.secrets,
    kmsKeys: c.kmsKeys,
    schedulerInvocations: c.schedulerRunsPerMonth,
    lambdaRequests: runs,
    lambdaArmGbSeconds: runs * gbSeconds(scheduledRunMs, defaultMemoryMb),
    cloudWatchLogsIngested: gb((runs * platformLogBytes) / 1024),
    sqsRequests: c.polledQueues * sqsPollsPerQueueMonth,
  };
}

/** Months of lines a log holds in the profile's month (its data a year in): its retention, at most that. */
const monthsKept = (days: number | undefined, profile: UsageProfile) =>
  Math.min(days === undefined ? Infinity : days / 30, profile.monthsKept);

/**
 * A member's month of what the stacks add around their calls: every CloudFront request (the API's through
 * `/api/*` too) inspected by the web ACL and running the edge functions, each function call's log lines and
 * Lambda's, each API request's access-log line, the table's point-in-time recovery and the access logs.
 */
export function memberPlatform(
  c: StackCounts,
  profile: UsageProfile,
  measured: MeasuredCall[],
  usage: Usage,
): Usage {
  const api = usage.httpApiRequests ?? 0;
  const edge = usage.cloudFrontRequests ?? 0; // the site and photos
  const functionBytes = monthlyCalls(profile, measured).reduce(
    (n, { call, times }) => n + times * ((call.logBytes ?? 0) + platformLogBytes),
    0,
  );
  const functionGb = gb(functionBytes / 1024);
  const accessGb = gb((api * accessLogLineBytes(c.apiAccessLogFormat)) / 1024);
  const logged = edge + api + (usage.s3Gets ?? 0) + (usage.s3Puts ?? 0);
  return {
    cloudFrontRequests: edge + api,
    wafRequests: c.webAcls > 0 ? edge + api : 0,
    cloudFrontFunctions: api * c.edgeFunctionsPerApiRequest + edge * c.edgeFunctionsPerSiteRequest,
    cloudWatchLogsIngested: functionGb + accessGb,
    cloudWatchLogsStored:
      functionGb * monthsKept(c.functionLogDays, profile) +
      accessGb * monthsKept(c.apiAccessLogDays, profile),
    dynamoBackup: c.pointInTimeRecovery ? (usage.dynamoStorage ?? 0) : 0,
    accessLogStorage: c.distributionLogs
      ? gb((logged * accessLogLineBytesStored) / 1024) * monthsKept(c.accessLogDays, profile)
      : 0,
  };
}
