import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { addModerator } from '../../infra/local/moderators';
import type { TestMember } from './profiles';
import { awsClientConfig, testStack } from './stack';
import { signIn } from './users';

/** Makes a member a moderator (the `moderators` group) and signs them in again for a token that says so. */
export async function makeModerator(member: TestMember): Promise<TestMember> {
  const client = new CognitoIdentityProviderClient(awsClientConfig('cognito'));
  try {
    await addModerator(client, testStack().userPoolId, member.userId);
  } finally {
    client.destroy();
  }
  return { ...member, idToken: (await signIn(member.email, member.password)).idToken };
}
