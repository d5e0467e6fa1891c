import { limits } from '@contract/limits';
import { Match } from 'aws-cdk-lib/assertions';
import { userPoolSettings } from '../../../infra/auth-settings';
import { siteSignIn } from '../../../infra/receipts-app';
import { type StackTemplates, type StageTemplates, stackTemplates } from '../../support/stack-templates';
import { synthesisTimeout, synthStage } from '../../support/synth';
import { type SynthesizedStage, synthesizedStages } from '../../support/synthesized-stages';

/** The Auth stack: the user pool, its app client and its groups, on a branch stage and in prod. */
let ephemeral: SynthesizedStage;
let prod: SynthesizedStage;
let templates: StackTemplates;

beforeAll(() => {
  ephemeral = synthesizedStages.branch();
  prod = synthesizedStages.prod();
  templates = stackTemplates(ephemeral);
}, synthesisTimeout);

describe('Auth stack', () => {
  it('signs in by e-mail, requires the names, and confirms new users through the PreSignUp trigger', () => {
    const auth = templates.auth;
    auth.resourceCountIs('AWS::Lambda::Function', 2);
    const [trigger] = Object.keys(auth.findResources('AWS::Lambda::Function')).filter((id) =>
      id.startsWith('PreSignUp'),
    );
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      LambdaConfig: Match.objectLike({ PreSignUp: { 'Fn::GetAtt': [trigger, 'Arn'] } }),
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 12 }) },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Schema: Match.arrayWith(
        ['email', 'given_name', 'family_name'].map((name) =>
          Match.objectLike({ Name: name, Required: true }),
        ),
      ),
    });
    auth.hasOutput('UserPoolId', {});
  });

  it("takes the self-service scope out of a refresh's access token, which lasts the step-up window", () => {
    const auth = templates.auth;
    const [trigger] = Object.keys(auth.findResources('AWS::Lambda::Function')).filter((id) =>
      id.startsWith('PreTokenGeneration'),
    );
    expect(trigger).toBeDefined();
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectLike({
        PreTokenGenerationConfig: { LambdaArn: { 'Fn::GetAtt': [trigger, 'Arn'] }, LambdaVersion: 'V2_0' },
      }),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: limits.stepUpMinutes,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
    });
    // The function is the one the local pool runs on a refresh (infra/local/gateway-triggers.ts).
    auth.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [trigger, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
  });

  it('keeps the old sign-in e-mail until the new one is verified, as the local pool does', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
    expect(userPoolSettings.keptUntilVerified).toEqual(['email']);
  });

  const client = <S>(synth: StageTemplates<S>) => {
    const clients = Object.values(
      synth.template(synth.stacks.auth).findResources('AWS::Cognito::UserPoolClient'),
    );
    expect(clients).toHaveLength(1);
    return clients[0]!.Properties as Record<string, unknown>;
  };

  it('lets the site sign in only with SRP (and USER_AUTH for passkeys); branch stages add the IAM-only admin flow for the tests, prod does not', () => {
    expect((client(prod).ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_USER_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect((client(ephemeral).ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(client(ephemeral).GenerateSecret).toBe(false);
  });

  it("allows passkeys beside passwords, with the site's domain as relying party and user verification required, where the stage has one", () => {
    const pool = <S>(synth: StageTemplates<S>) =>
      Object.values(synth.template(synth.stacks.auth).findResources('AWS::Cognito::UserPool'))[0]!
        .Properties as Record<string, unknown>;
    expect(pool(prod)).toMatchObject({
      WebAuthnRelyingPartyID: 'receipts.example',
      WebAuthnUserVerification: 'required',
      Policies: { SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'WEB_AUTHN'] } },
    });
    // A branch stage's CloudFront domain is known after its first deploy (-c passkeyDomain): until then,
    // passwords only, and the site offers no passkeys.
    expect(pool(ephemeral)).not.toHaveProperty('WebAuthnRelyingPartyID');
    expect((client(ephemeral).ExplicitAuthFlows as string[]).includes('ALLOW_USER_AUTH')).toBe(false);
    const withDomain = synthStage('passkeys', { passkeyDomain: 'd111111abcdef8.cloudfront.net' });
    expect(pool(withDomain)).toMatchObject({ WebAuthnRelyingPartyID: 'd111111abcdef8.cloudfront.net' });
    expect(client(withDomain).ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_AUTH']));
    expect(
      siteSignIn({ customDomain: { domainName: 'receipts.example', certificateArn: 'arn' } }),
    ).toMatchObject({
      passkeys: true,
    });
    expect(siteSignIn({})).not.toHaveProperty('passkeys');
  });

  it('rotates refresh tokens, which live 7 days, and revokes them on sign-out', () => {
    for (const synth of [prod, ephemeral]) {
      // Rotation needs the Essentials plan, named so a change of AWS's default cannot turn it off.
      synth.template(synth.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
        UserPoolTier: 'ESSENTIALS',
      });
      expect(client(synth)).toMatchObject({
        RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 30 },
        RefreshTokenValidity: 7 * 24 * 60,
        TokenValidityUnits: { RefreshToken: 'minutes', IdToken: 'minutes' },
        IdTokenValidity: limits.idTokenMinutes,
        EnableTokenRevocation: true,
        PreventUserExistenceErrors: 'ENABLED',
      });
    }
  });

  it('lets the client write only what sign-up sends (the required attributes), nothing else of a user', () => {
    const clients = Object.values(templates.auth.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    expect([...((clients[0]?.Properties.WriteAttributes ?? []) as string[])].sort()).toEqual(
      [...userPoolSettings.requiredAttributes].sort(),
    );
  });

  it('keeps the names given at sign-up fixed in the pool: nobody changes them through Cognito afterwards', () => {
    const pools = Object.values(templates.auth.findResources('AWS::Cognito::UserPool'));
    const schema = (pools[0]?.Properties.Schema ?? []) as {
      Name: string;
      Mutable: boolean;
      Required: boolean;
    }[];
    const mutable = Object.fromEntries(schema.map((a) => [a.Name, a.Mutable]));
    expect(mutable).toEqual({ email: true, given_name: false, family_name: false });
  });

  it('has no OAuth on the client: no flows, scopes or callback URLs (no https://example.com)', () => {
    for (const synth of [prod, ephemeral]) {
      const properties = client(synth);
      expect(properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
      for (const key of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs'])
        expect(properties[key]).toBeUndefined();
      expect(JSON.stringify(synth.template(synth.stacks.auth).toJSON())).not.toContain('example.com/');
    }
  });

  it('offers optional TOTP MFA (no SMS) and asks for 12-character passwords without composition rules', () => {
    for (const synth of [prod, ephemeral]) {
      synth.template(synth.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: limits.passwordMin,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          }),
        },
      });
    }
    expect(limits.passwordMin).toBeGreaterThanOrEqual(12);
  });

  it('has the moderators group, the only group, in the pool (no IAM role: a claim in the ID token)', () => {
    const auth = templates.auth;
    auth.resourceCountIs('AWS::Cognito::UserPoolGroup', 1);
    const [pool] = Object.keys(auth.findResources('AWS::Cognito::UserPool'));
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'moderators',
      UserPoolId: { Ref: pool },
      RoleArn: Match.absent(),
    });
    auth.hasOutput('UserPoolClientId', {});
  });
});
