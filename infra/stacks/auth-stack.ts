import { moderatorsGroup } from '@contract/enums';
import { CfnOutput, CfnParameter, CfnRule, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  LambdaVersion,
  Mfa,
  PasskeyUserVerification,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { userPoolSettings } from '../auth-settings';
import type { StageConfig } from '../stage-config';
import { outputKeys } from '../stage-outputs';
import { createFunction } from './lambda-defaults';
import { acknowledge } from './stage-nag';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
  /** The verified SES sender prod uses (`-c sesFromEmail=… -c sesRegion=…`); other stages use Cognito's. */
  ses?: SesSender;
  /**
   * The site's domain, as passkeys' relying party: members may add passkeys and sign in with them (WebAuthn
   * through USER_AUTH). Without it the pool signs in with passwords only (see passkeyDomainOf).
   */
  passkeyDomain?: string;
}

/**
 * Cognito: sign-in by e-mail (SRP), given and family name, optional TOTP, rotating 7-day refresh tokens, a
 * PreSignUp trigger that confirms at once, and a pre token generation trigger that keeps a refresh's access
 * token from changing how the member signs in (step-up that Cognito itself holds).
 */
const fixed = (attribute: string) =>
  (userPoolSettings.fixedAttributes as readonly string[]).includes(attribute);

/** The pool's setting for `userPoolSettings.passkeyUserVerification`. */
const passkeyVerification = {
  required: PasskeyUserVerification.REQUIRED,
  preferred: PasskeyUserVerification.PREFERRED,
} as const;

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;
    const preSignUp = createFunction(this, 'PreSignUp', 'functions/events/pre-sign-up.ts');
    const preTokenGeneration = createFunction(
      this,
      'PreTokenGeneration',
      'functions/events/pre-token-generation.ts',
    );

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `receipts-${config.stage}`,
      // Named, not left to AWS's default: refresh-token rotation (the client below) needs Essentials; Lite,
      // at about a third of the price per active user, cannot rotate them.
      featurePlan: FeaturePlan.ESSENTIALS,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      keepOriginal: { email: userPoolSettings.keptUntilVerified.includes('email') },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: !fixed('given_name') },
        familyName: { required: true, mutable: !fixed('family_name') },
      },
      passwordPolicy: {
        minLength: userPoolSettings.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      // Members may add an authenticator app in settings (TOTP); SMS is neither offered nor paid for.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: config.removalPolicy,
      deletionProtection: config.deletionProtection,
      email: userPoolEmail(this, config, props.ses),
      // A passkey is a first way in beside the password, never instead of it: every member keeps a password.
      ...(props.passkeyDomain
        ? {
            signInPolicy: { allowedFirstAuthFactors: { password: true, passkey: true } },
            passkeyRelyingPartyId: props.passkeyDomain,
            passkeyUserVerification: passkeyVerification[userPoolSettings.passkeyUserVerification],
          }
        : {}),
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp);
    // Version 2: the event that can take a scope out of the access token (Essentials and above).
    this.userPool.addTrigger(
      UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG,
      preTokenGeneration,
      LambdaVersion.V2_0,
    );

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: userPoolSettings.spaClientName,
      generateSecret: false,
      // The site signs in with SRP (the password never leaves the browser); with rotation on, refreshes go
      // through GetTokensFromRefreshToken, so ALLOW_REFRESH_TOKEN_AUTH is left out. Branch stages also take
      // ADMIN_USER_PASSWORD_AUTH, which needs IAM credentials: the deployed-stage tests sign in with it.
      // USER_AUTH is the flow passkeys sign in through, where the pool has them.
      authFlows: {
        userSrp: true,
        adminUserPassword: config.adminPasswordAuth,
        ...(props.passkeyDomain ? { user: true } : {}),
      },
      // Sign-in is the site's own form: no hosted UI, no OAuth flows or callback URLs.
      disableOAuth: true,
      // Only what sign-up sends: nothing else of a user (name, nickname, picture, preferred_username…) is
      // writable through Cognito's own API. The names are written once, at sign-up, where the PreSignUp
      // trigger holds them to the form's rules; the pool keeps them fixed after that.
      writeAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        givenName: true,
        familyName: true,
      }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(userPoolSettings.idTokenMinutes),
      accessTokenValidity: Duration.minutes(userPoolSettings.accessTokenMinutes),
      refreshTokenValidity: Duration.days(userPoolSettings.refreshTokenDays),
      refreshTokenRotationGracePeriod: Duration.seconds(userPoolSettings.refreshTokenRotationGraceSeconds),
    });

    // Its members get the moderation page; the ID token's `cognito:groups` says who they are.
    new CfnUserPoolGroup(this, 'ModeratorsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: moderatorsGroup,
      description: 'Moderate reported receipts (/app/moderation)',
    });

    acknowledge(
      this.userPool,
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional (TOTP, set up in settings): a consumer product cannot require an authenticator app of every member.',
      },
      {
        id: 'AwsSolutions-COG1',
        reason:
          'NIST SP 800-63B: at least 12 characters (limits.passwordMin) and no composition rules, which push people to predictable passwords.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan is a paid tier; Essentials is enough before launch.',
      },
    );

    new CfnOutput(this, outputKeys.userPoolId, { value: this.userPool.userPoolId });
    new CfnOutput(this, outputKeys.userPoolClientId, { value: this.client.userPoolClientId });
  }
}

export interface SesSender {
  fromEmail: string;
  region: string;
}

/** What a stage that mails through SES says when its sender is missing: at deploy time, never at synth. */
export const sesSenderRequired = (stage: string) =>
  `The ${stage} stage sends e-mail through SES: pass -c sesFromEmail=<verified address> -c sesRegion=<region>`;

/** Cognito's own sender (fine for tests, 50 a day) or SES from a verified address. */
function userPoolEmail(scope: Construct, config: StageConfig, ses: SesSender | undefined): UserPoolEmail {
  if (config.email === 'cognito-default') return UserPoolEmail.withCognito();
  const sender = ses ?? senderRequiredAtDeploy(scope, config.stage);
  return UserPoolEmail.withSES({
    fromEmail: sender.fromEmail,
    sesRegion: sender.region,
    fromName: 'Receipts',
  });
}

/**
 * Without `-c sesFromEmail`, the template still synthesizes (`npm run synth` on a fresh clone of main), but
 * carries a parameter whose empty default CloudFormation refuses with the same message: a deploy cannot go
 * out without a sender.
 */
function senderRequiredAtDeploy(scope: Construct, stage: string): SesSender {
  const fromEmail = new CfnParameter(scope, 'SesFromEmail', {
    type: 'String',
    default: '',
    description: 'The verified SES address the user pool sends from (set by -c sesFromEmail).',
  });
  new CfnRule(scope, 'SesSenderRequired', {
    assertions: [
      {
        assert: Fn.conditionNot(Fn.conditionEquals(fromEmail.valueAsString, '')),
        assertDescription: sesSenderRequired(stage),
      },
    ],
  });
  return { fromEmail: fromEmail.valueAsString, region: Stack.of(scope).region };
}
