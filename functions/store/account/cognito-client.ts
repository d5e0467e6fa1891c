import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { envNames } from '../../config';
import { callDeadlines } from '../platform/deadlines';
import { defaultProvider } from '../platform/environment-credentials';

/** Its own module: only the bundles that need it (`account`, the unverified-account sweep) carry the Cognito client. */
export const cognitoEndpoint = process.env[envNames.cognitoEndpoint];
export const cognito = new CognitoIdentityProviderClient(
  cognitoEndpoint
    ? {
        ...callDeadlines,
        endpoint: cognitoEndpoint,
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : { ...callDeadlines, credentials: defaultProvider() },
);
