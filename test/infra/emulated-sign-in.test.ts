import { App } from 'aws-cdk-lib';
import { buildApp, siteSignIn } from '../../infra/receipts-app';
import { contentSecurityPolicy, userPoolOrigin } from '../../infra/site-headers';
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

  it("is the one user-pool origin the site's CSP lets it call (Cognito's otherwise)", () => {
    const emulated = contentSecurityPolicy({
      connectTo: [userPoolOrigin('http://127.0.0.1:4567/', 'us-east-1')],
    });
    expect(emulated).toContain("connect-src 'self' http://127.0.0.1:4567;");
    expect(emulated).not.toContain('cognito-idp');
    expect(userPoolOrigin(undefined, 'eu-west-1')).toBe('https://cognito-idp.eu-west-1.amazonaws.com');
  });

  it('is refused for prod before anything is built', () => {
    expect(() => buildApp(new App(), prodStage, { userPoolEndpoint: 'http://127.0.0.1:4567' })).toThrow(
      /prod signs in with Cognito itself/,
    );
  });
});
