import { App } from 'aws-cdk-lib';
import { buildApp } from './receipts-app';
import { resolveStage } from './resolve-stage';

const app = new App();
const context = (key: string) => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value ? value : undefined;
};
const sesFromEmail = context('sesFromEmail');
const sesRegion = context('sesRegion') ?? process.env.CDK_DEFAULT_REGION;
const alarmEmail = context('alarmEmail');
const domainName = context('domainName');
const certificateArn = context('certificateArn');
buildApp(app, resolveStage({ ref: context('ref'), stage: context('stage') }), {
  ...(sesFromEmail && sesRegion ? { ses: { fromEmail: sesFromEmail, region: sesRegion } } : {}),
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
});
app.synth();
