import { type App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { notificationSettingsFor } from './notification-settings';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { LogsStack } from './stacks/logs-stack';
import { NotificationsStack } from './stacks/notifications-stack';
import { SiteStack } from './stacks/site-stack';

/** Every stack of one stage, with cdk-nag's AwsSolutions checks applied. */
export function buildApp(app: App, stage: string) {
  const name = (part: string) => `Receipts-${stage}-${part}`;
  const logs = new LogsStack(app, name('Logs'), { stage });
  const data = new DataStack(app, name('Data'), { stage, logBucket: logs.logBucket });
  const auth = new AuthStack(app, name('Auth'), { stage });
  const api = new ApiStack(app, name('Api'), {
    stage,
    table: data.table,
    mediaBucket: data.mediaBucket,
    userPool: auth.userPool,
    client: auth.client,
  });
  const site = new SiteStack(app, name('Site'), {
    stage,
    logBucket: logs.logBucket,
    mediaBucketName: data.mediaBucket.bucketName,
    config: {
      region: api.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.client.userPoolClientId,
      apiUrl: api.api.apiEndpoint,
    },
  });
  const notifications = new NotificationsStack(app, name('Notifications'), {
    stage,
    table: data.table,
    siteUrl: `https://${site.distribution.distributionDomainName}`,
    settings: notificationSettingsFor(app.node, stage),
  });
  Tags.of(app).add('app', 'receipts');
  Tags.of(app).add('stage', stage);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { logs, data, auth, api, site, notifications };
}
