import { type SocialUrls, signInSettings } from '@contract/site-config';
import { type App, Aspects, DefaultStackSynthesizer, type IAspect, type StackProps, Tags } from 'aws-cdk-lib';
import { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';
import { notificationSettingsFor } from './notification-settings';
import { NoRedundantDependsOn } from './redundant-depends-on';
import { ApiStack } from './stacks/api-stack';
import { AuthStack, type SesSender } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack, webAclArnParameter } from './stacks/edge-stack';
import { LogsStack } from './stacks/logs-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { NotificationsStack } from './stacks/notifications-stack';
import { type CustomDomain, SiteStack } from './stacks/site-stack';
import { boundEveryRole } from './stacks/stage-boundary';
import { checkWithNag } from './stacks/stage-nag';
import { type StageConfig, stageConfig } from './stage-config';

/** Settings that come from context rather than from the stage's kind. */
export interface AppSettings {
  /** Verified SES sender for stages that send e-mail through SES (prod). */
  ses?: SesSender;
  /** Who the stage's alarms e-mail (`-c alarmEmail=`); without it the topic has no subscription. */
  alarmEmail?: string;
  /** The site's own domain and its us-east-1 certificate (`-c domainName= -c certificateArn=`). */
  customDomain?: CustomDomain;
  /** The footer's social icons' addresses (`-c socialUrls='{"x":"https://…"}'`), into the site's config.json. */
  socialUrls?: SocialUrls;
  /**
   * An emulated user pool's endpoint for the site's Amplify (`-c userPoolEndpoint=`): the LocalStack stage
   * points it at the Cognito shim in front of LocalStack (`npm run test:localstack`). Never on prod.
   */
  userPoolEndpoint?: string;
  /**
   * The domain the site is served at, as passkeys' relying party, where it has no custom domain (a branch
   * stage's CloudFront domain, known after its first deploy: `-c passkeyDomain=dxxxx.cloudfront.net`).
   */
  passkeyDomain?: string;
}

/** The relying party of the stage's passkeys: the site's own domain, or none (passwords only). */
export const passkeyDomainOf = (settings: Pick<AppSettings, 'customDomain' | 'passkeyDomain'>) =>
  settings.customDomain?.domainName ?? settings.passkeyDomain;

/**
 * How the stage's site signs in: Cognito's SRP flow, through the emulator's shim where one is named, and
 * passkeys where the pool has a relying party for them.
 */
export const siteSignIn = (
  settings: Pick<AppSettings, 'userPoolEndpoint' | 'customDomain' | 'passkeyDomain'>,
) => ({
  ...signInSettings('aws'),
  ...(passkeyDomainOf(settings) ? { passkeys: true } : {}),
  ...(settings.userPoolEndpoint ? { userPoolEndpoint: settings.userPoolEndpoint } : {}),
});

/** The stack name of one part of a stage: `Receipts-<stage>-<part>`. */
export const stackName = (stage: string, part: string) => `Receipts-${stage}-${part}`;

/** Every stack of one stage, with cdk-nag's AwsSolutions checks applied. */
export function buildApp(app: App, stage: string, settings: AppSettings = {}) {
  const config = stageConfig(stage);
  if (settings.userPoolEndpoint && config.kind === 'prod')
    throw new Error('userPoolEndpoint is for an emulated user pool: prod signs in with Cognito itself');
  const props = (part: string): StackProps & { config: StageConfig } => ({
    stackName: stackName(stage, part),
    terminationProtection: config.terminationProtection,
    // Prod deploys through its own bootstrap, which the branch stages' CI role may not use.
    synthesizer: new DefaultStackSynthesizer({ qualifier: config.bootstrapQualifier }),
    config,
  });
  const name = (part: string) => stackName(stage, part);
  const logs = config.accessLogs ? new LogsStack(app, name('Logs'), props('Logs')) : undefined;
  const logBucket = logs?.logBucket;
  const data = new DataStack(app, name('Data'), { ...props('Data'), ...(logBucket ? { logBucket } : {}) });
  const auth = new AuthStack(app, name('Auth'), {
    ...props('Auth'),
    ...(settings.ses ? { ses: settings.ses } : {}),
    ...(passkeyDomainOf(settings) ? { passkeyDomain: passkeyDomainOf(settings) } : {}),
  });
  const mail = notificationSettingsFor(app.node, stage);
  const api = new ApiStack(app, name('Api'), {
    ...props('Api'),
    table: data.table,
    mediaBucket: data.mediaBucket,
    userPool: auth.userPool,
    client: auth.client,
    mail,
  });
  const edge = new EdgeStack(app, name('Edge'), { ...props('Edge'), stage });
  const site = new SiteStack(app, name('Site'), {
    ...props('Site'),
    apiEndpoint: api.api.apiEndpoint,
    edgeSecret: api.edgeSecret.value,
    webAclArnParameter: webAclArnParameter(stage),
    ...(logBucket ? { logBucket } : {}),
    ...(settings.customDomain ? { customDomain: settings.customDomain } : {}),
    mediaBucketName: data.mediaBucket.bucketName,
    table: data.table,
    siteConfig: {
      region: api.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.client.userPoolClientId,
      ...siteSignIn(settings),
      ...(settings.socialUrls ? { socialUrls: settings.socialUrls } : {}),
    },
  });
  const notifications = new NotificationsStack(app, name('Notifications'), {
    ...props('Notifications'),
    table: data.table,
    siteUrl: site.siteUrl,
    apiUrl: site.apiUrl,
    settings: mail,
    mediaBucket: data.mediaBucket,
    userPool: auth.userPool,
  });
  const monitoring = new MonitoringStack(app, name('Monitoring'), {
    ...props('Monitoring'),
    api: api.api,
    functions: api.functions,
    table: data.table,
    ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
  });
  monitoring.alarmOnDeadLetters('NotifierDeadLetters', { notifier: notifications.deadLetters });
  monitoring.alarmOnDeadLetters('DashboardStatsDeadLetters', {
    dashboardStats: notifications.dashboardStats.deadLetters,
  });
  monitoring.alarmOnDeadLetters('MailFeedbackDeadLetters', {
    mailFeedback: notifications.mailFeedbackDeadLetters,
  });
  monitoring.alarmOnDeadLetters('DigestDeadLetters', {
    digestJobs: notifications.digest.deadLetters,
    digestSchedule: notifications.digest.scheduleDeadLetters,
  });
  monitoring.alarmOnDeadLetters('HeldDeliveryDeadLetters', {
    heldDeliverySchedule: notifications.heldDelivery.scheduleDeadLetters,
  });
  monitoring.alarmOnDeadLetters('GatheredMailDeadLetters', {
    gatheredMailSchedule: notifications.gatheredMail.scheduleDeadLetters,
  });
  site.addStackDependency(edge, 'The Site stack reads the web ACL the Edge stack makes, in us-east-1.');
  const stacks = { logs, data, auth, api, edge, site, monitoring, notifications };
  if (config.permissionsBoundary)
    boundEveryRole(
      Object.values(stacks).filter((s) => s !== undefined),
      config.permissionsBoundary,
    );
  Tags.of(app).add('app', 'receipts');
  Tags.of(app).add('stage', stage);
  Aspects.of(app).add(new StageLogRetention(config));
  Aspects.of(app).add(new NoRedundantDependsOn());
  checkWithNag(app);
  return stacks;
}

/** Every log group of the stage keeps its logs as long as the stage's config says. */
class StageLogRetention implements IAspect {
  constructor(private readonly config: StageConfig) {}
  visit(node: IConstruct): void {
    if (node instanceof CfnLogGroup) node.retentionInDays = this.config.logRetention;
  }
}
