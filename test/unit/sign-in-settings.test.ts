import { SiteConfig, signInSettings } from '@contract/site-config';

const endpoints = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_x',
  userPoolClientId: 'c',
  apiUrl: 'https://api',
};

describe('signInSettings (the sign-in part of /config.json)', () => {
  it('signs in with SRP and offers TOTP when the user pool is Cognito in AWS', () => {
    expect(signInSettings('aws')).toEqual({ authFlowType: 'USER_SRP_AUTH', totpMfa: true });
  });

  it('uses the password flow and hides TOTP only against cognito-local, which has neither SRP nor TOTP', () => {
    expect(signInSettings('cognito-local')).toEqual({ authFlowType: 'USER_PASSWORD_AUTH', totpMfa: false });
  });

  it('makes the site refuse a config.json that does not say how to sign in', () => {
    expect(SiteConfig.safeParse(endpoints).success).toBe(false);
    expect(SiteConfig.safeParse({ ...endpoints, ...signInSettings('aws') }).success).toBe(true);
    expect(
      SiteConfig.safeParse({ ...endpoints, authFlowType: 'CUSTOM_WITHOUT_SRP', totpMfa: false }).success,
    ).toBe(false);
  });
});
