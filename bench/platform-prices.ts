import type { Price } from './price';

/**
 * The prices of what the stacks create beyond the member's own calls: the web ACL, CloudWatch, the schedules,
 * the edge secret, backups and the edge function. Same rules as bench/prices.ts (us-east-1, always-free tiers
 * only); prices.ts spreads these into `prices`.
 */
const recorded = '2026-12-07';
const wafPage = 'https://aws.amazon.com/waf/pricing/';
const cloudWatchPage = 'https://aws.amazon.com/cloudwatch/pricing/';
const cloudFrontPage = 'https://aws.amazon.com/cloudfront/pricing/';

export const platformPrices = {
  wafWebAcls: { usd: 5, per: 1, unit: 'web ACLs (a month each)', source: wafPage, recorded },
  wafRules: { usd: 1, per: 1, unit: 'web ACL rules (a month each)', source: wafPage, recorded },
  wafRequests: { usd: 0.6, per: 1e6, unit: 'requests the web ACL inspects', source: wafPage, recorded },
  cloudWatchAlarmMetrics: {
    // A metric-math alarm is billed per metric it reads; 10 alarm metrics are always free.
    usd: 0.1,
    per: 1,
    unit: 'alarm metrics (standard resolution, a month each)',
    freePerMonth: 10,
    source: cloudWatchPage,
    recorded,
  },
  cloudWatchMetrics: {
    usd: 0.3,
    per: 1,
    unit: 'custom metrics (first 10,000, a month each)',
    freePerMonth: 10,
    source: cloudWatchPage,
    recorded,
  },
  cloudWatchDashboards: {
    usd: 3,
    per: 1,
    unit: 'dashboards (a month each)',
    freePerMonth: 3,
    source: cloudWatchPage,
    recorded,
  },
  // Logs' always-free 5 GB covers ingestion and storage together; it is taken off ingestion only here.
  cloudWatchLogsIngested: {
    usd: 0.5,
    per: 1,
    unit: 'GB of logs ingested (Standard class)',
    freePerMonth: 5,
    source: cloudWatchPage,
    recorded,
  },
  cloudWatchLogsStored: {
    usd: 0.03,
    per: 1,
    unit: 'GB-month of logs stored (as ingested: AWS bills compressed, so less)',
    source: cloudWatchPage,
    recorded,
  },
  schedulerInvocations: {
    usd: 1,
    per: 1e6,
    unit: 'EventBridge Scheduler invocations',
    freePerMonth: 14e6,
    source: 'https://aws.amazon.com/eventbridge/pricing/',
    recorded,
  },
  secrets: {
    usd: 0.4,
    per: 1,
    unit: 'Secrets Manager secrets (a month each)',
    source: 'https://aws.amazon.com/secrets-manager/pricing/',
    recorded,
  },
  kmsKeys: {
    usd: 1,
    per: 1,
    unit: 'customer managed KMS keys (a month each)',
    source: 'https://aws.amazon.com/kms/pricing/',
    recorded,
  },
  dynamoBackup: {
    usd: 0.2,
    per: 1,
    unit: 'GB-month of point-in-time recovery',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    recorded,
  },
  cloudFrontFunctions: {
    usd: 0.1,
    per: 1e6,
    unit: 'CloudFront Functions invocations',
    freePerMonth: 2e6,
    source: cloudFrontPage,
    recorded,
  },
  sqsRequests: {
    usd: 0.4,
    per: 1e6,
    unit: 'SQS requests (standard queues)',
    freePerMonth: 1e6,
    source: 'https://aws.amazon.com/sqs/pricing/',
    recorded,
  },
} as const satisfies Record<string, Price>;
