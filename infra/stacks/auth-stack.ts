import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, type UserPoolClient, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { userPoolSettings } from '../auth-settings';
import { createFunction } from './lambda-defaults';

/** Cognito: sign-in by e-mail, given and family name, and a PreSignUp trigger that confirms at once. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: StackProps & { stage: string }) {
    super(scope, id, props);
    const preSignUp = createFunction(this, 'PreSignUp', 'functions/triggers/pre-sign-up.ts');

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `receipts-${props.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        familyName: { required: true, mutable: true },
      },
      passwordPolicy: {
        minLength: userPoolSettings.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp);

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: userPoolSettings.spaClientName,
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
    });

    NagSuppressions.addResourceSuppressions(
      this.userPool,
      [
        {
          id: 'AwsSolutions-COG2',
          reason: 'MFA is not offered in this consumer product yet; e-mail and password only (SPEC §2).',
        },
        {
          id: 'AwsSolutions-COG1',
          reason: 'SPEC §5 sets the password rule: at least 8 characters, no character classes required.',
        },
        {
          id: 'AwsSolutions-COG8',
          reason: 'The Plus feature plan is a paid tier; Essentials is enough before launch.',
        },
      ],
      true,
    );

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
  }
}
