import { SocialUrls } from '@contract/site-config';
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
const socialUrlsJson = context('socialUrls');
const userPoolEndpoint = context('userPoolEndpoint');
const passkeyDomain = context('passkeyDomain');
// Checked here, so a mistyped address fails the synth rather than the site.
const socialUrls = socialUrlsJson ? SocialUrls.parse(JSON.parse(socialUrlsJson)) : undefined;
buildApp(app, resolveStage({ ref: context('ref'), stage: context('stage') }), {
  ...(sesFromEmail && sesRegion ? { ses: { fromEmail: sesFromEmail, region: sesRegion } } : {}),
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
  ...(socialUrls ? { socialUrls } : {}),
  ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
  ...(passkeyDomain ? { passkeyDomain } : {}),
});
app.synth();
