import {
  AdminAddUserToGroupCommand,
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { moderatorsGroup } from '@contract/enums';

/** The `moderators` group of the local pool, as the CDK Auth stack declares it in AWS. */
export async function ensureModeratorsGroup(client: CognitoIdentityProviderClient, userPoolId: string) {
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  if (Groups?.some((group) => group.GroupName === moderatorsGroup)) return;
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: moderatorsGroup }));
}

/** Puts a user (by their id, the pool's username) in `moderators`: their next ID token carries the group. */
export async function addModerator(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  userId: string,
) {
  await ensureModeratorsGroup(client, userPoolId);
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: userId, GroupName: moderatorsGroup }),
  );
}
