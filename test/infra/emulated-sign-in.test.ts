import { App } from 'aws-cdk-lib';
import { buildApp, siteSignIn } from '../../infra/receipts-app';
import { prodStage } from '../../infra/stage';

describe("an emulated user pool's endpoint in the site's config", () => {
  it('goes into config.json beside the SRP settings when the stage names one (the LocalStack stage)', () => {
    expect(siteSignIn({ userPoolEndpoint: 'http://127.0.0.1:4567' })).toEqual({
      authFlowType: 'USER_SRP_AUTH',
      totpMfa: true,
      userPoolEndpoint: 'http://127.0.0.1:4567',
    });
    expect(siteSignIn({})).not.toHaveProperty('userPoolEndpoint');
  });

  it('is refused for prod before anything is built', () => {
    expect(() => buildApp(new App(), prodStage, { userPoolEndpoint: 'http://127.0.0.1:4567' })).toThrow(
      /prod signs in with Cognito itself/,
    );
  });
});
