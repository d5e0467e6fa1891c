/** Amplify keeps its tokens in local storage under this prefix (`<prefix><clientId>.<user>.idToken`). */
export const tokenKeyPrefix = 'CognitoIdentityServiceProvider.';

/** The local-storage keys of one signed-in user's session, as Amplify writes them after a sign-in. */
export const sessionKeys = (clientId: string, user: string) => {
  const userKey = `${tokenKeyPrefix}${clientId}.${user}`;
  return {
    lastAuthUser: `${tokenKeyPrefix}${clientId}.LastAuthUser`,
    idToken: `${userKey}.idToken`,
    accessToken: `${userKey}.accessToken`,
    refreshToken: `${userKey}.refreshToken`,
    clockDrift: `${userKey}.clockDrift`,
    signInDetails: `${userKey}.signInDetails`,
  };
};
