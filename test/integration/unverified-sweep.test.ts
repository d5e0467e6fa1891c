import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '@contract/limits';
import type { Me } from '@contract/schemas/profile';
import * as keys from '../../functions/store/platform/keys';
import { callApi } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import {
  createMember,
  createUnverifiedMember,
  createVerifiedMember,
  markVerifiedInCognito,
  type TestMember,
  verifyEmail,
} from '../support/profiles';
import { awsClientConfig, describeWith, testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();

/** Moves the member's sign-up back in time, as far as the sweep can tell (its UNVERIFIED item's index key). */
async function signedUp(member: TestMember, at: string) {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('dynamodb')));
  await client.send(
    new PutCommand({
      TableName: testStack().tableName,
      Item: { ...keys.unverifiedAccount(member.userId, at), entity: 'unverified' },
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
  client.destroy();
}

const cognito = () => new CognitoIdentityProviderClient(awsClientConfig('cognito'));
async function signInExists(userId: string): Promise<boolean> {
  try {
    await cognito().send(new AdminGetUserCommand({ UserPoolId: testStack().userPoolId, Username: userId }));
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException')
      return false;
    throw error;
  }
}
const hasUnverifiedItem = async (member: TestMember) =>
  (
    (await partitionSnapshot([userPartition(member.userId)]))[userPartition(member.userId)] as {
      SK: string;
    }[]
  ).some((item) => item.SK === 'UNVERIFIED');
const available = async (username: string) =>
  (await callApi<{ isAvailable: boolean }>('GET', `/usernames/${username}/availability`)).body.isAvailable;

// Local only: it moves sign-up times in the table and runs the scheduled handler in-process.
describeWith('inProcessHandlers')(`accounts not verified within ${limits.unverifiedAccountDays} days`, () => {
  it('are removed with their username; verified and younger accounts stay', async () => {
    const [old, oldVerified, verifiedInCognitoOnly, young, justYoungEnough, otherAddress] = await Promise.all(
      [
        createUnverifiedMember('Old', 'Squatter'),
        createVerifiedMember('Old', 'Owner'),
        createUnverifiedMember('Late', 'Recorder'),
        createUnverifiedMember('Young', 'Member'),
        createUnverifiedMember('Almost', 'Due'),
        createUnverifiedMember('Swapped', 'Address'),
      ],
    );
    expect(await hasUnverifiedItem(old)).toBe(true);
    expect(await hasUnverifiedItem(oldVerified)).toBe(false);
    await signedUp(old, daysAgo(limits.unverifiedAccountDays + 1));
    await signedUp(verifiedInCognitoOnly, daysAgo(limits.unverifiedAccountDays + 2));
    await signedUp(justYoungEnough, daysAgo(limits.unverifiedAccountDays - 0.1));
    await signedUp(otherAddress, daysAgo(limits.unverifiedAccountDays + 1));
    // Verified the code with Cognito, but the site never recorded it: the sweep asks Cognito first.
    await markVerifiedInCognito(verifiedInCognitoOnly);
    // Changed the sign-in e-mail and entered the code sent to the new one: that address is proven.
    await markVerifiedInCognito({ userId: otherAddress.userId, email: `other-${otherAddress.email}` });

    pointHandlersAtTestStack();
    const { sweepUnverifiedAccounts } = await import('../../functions/events/sweep-unverified');
    const outcome = await sweepUnverifiedAccounts(new Date(), Date.now() + 20_000);
    expect(outcome.finished).toBe(true);
    expect(outcome.removed).toContain(old.userId);
    expect(outcome.verified).toContain(verifiedInCognitoOnly.userId);
    expect(outcome.verified).toContain(otherAddress.userId);
    for (const kept of [oldVerified, young, justYoungEnough, verifiedInCognitoOnly, otherAddress]) {
      expect(outcome.removed).not.toContain(kept.userId);
    }

    // The old unverified account is gone, sign-in and all, and its username is free for the real owner.
    expect(await signInExists(old.userId)).toBe(false);
    expect((await partitionSnapshot([userPartition(old.userId)]))[userPartition(old.userId)]).toEqual([
      expect.objectContaining({ SK: 'DELETION', entity: 'deleted' }),
    ]);
    expect(await available(old.username)).toBe(true);
    const owner = await createMember('Real', 'Owner', old.username);
    expect(owner.username).toBe(old.username);

    for (const kept of [oldVerified, young, justYoungEnough, verifiedInCognitoOnly]) {
      expect(await signInExists(kept.userId)).toBe(true);
      expect((await callApi<Me>('GET', '/me', { token: kept.idToken })).status).toBe(200);
      expect(await available(kept.username)).toBe(false);
    }
    const late = await callApi<Me>('GET', '/me', { token: verifiedInCognitoOnly.idToken });
    expect(late.body.profile.verificationStatus.email).toBe(true);
    const swapped = await callApi<Me>('GET', '/me', { token: otherAddress.idToken });
    expect(swapped.body.profile).toMatchObject({
      email: `other-${otherAddress.email}`.toLowerCase(),
      verificationStatus: { email: true },
    });
    expect(await hasUnverifiedItem(otherAddress)).toBe(false);
    expect(await hasUnverifiedItem(verifiedInCognitoOnly)).toBe(false);
    expect(await hasUnverifiedItem(young)).toBe(true);

    // Run again: nothing more to do.
    const again = await sweepUnverifiedAccounts(new Date(), Date.now() + 20_000);
    expect(again.removed).not.toContain(old.userId);
    expect(again.removed).not.toContain(young.userId);
  });

  it('stops being listed once the member verifies', async () => {
    const member = await createUnverifiedMember();
    expect(await hasUnverifiedItem(member)).toBe(true);
    await signedUp(member, daysAgo(limits.unverifiedAccountDays + 1));
    await verifyEmail(member);
    expect(await hasUnverifiedItem(member)).toBe(false);
  });
});
