import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { limits } from '@contract/limits';
import * as keys from '../../functions/store/platform/keys';
import { pointHandlersAtTestStack } from '../support/in-process';
import {
  createMember,
  createUnverifiedMember,
  createVerifiedMember,
  type TestMember,
} from '../support/profiles';
import { awsClientConfig, describeWith, testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';
import { signUpUser } from '../support/users';

const dayMs = 24 * 60 * 60 * 1000;

/** A profile as one made before the sweep existed: without its UNVERIFIED entry. */
async function withoutSweepEntry(member: TestMember) {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('dynamodb')));
  await client.send(
    new DeleteCommand({ TableName: testStack().tableName, Key: keys.unverifiedAccountKey(member.userId) }),
  );
  client.destroy();
}
async function signedIn(userId: string): Promise<boolean> {
  const cognito = new CognitoIdentityProviderClient(awsClientConfig('cognito'));
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: testStack().userPoolId, Username: userId }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  } finally {
    cognito.destroy();
  }
}
const sweepEntryOf = async (userId: string) =>
  (
    (await partitionSnapshot([userPartition(userId)]))[userPartition(userId)] as {
      SK: string;
      GSI1SK?: string;
    }[]
  ).find((item) => item.SK === 'UNVERIFIED');

// Local only: it removes sweep entries in the table and runs the backfill in-process.
describeWith('inProcessHandlers')('the unverified-account backfill', () => {
  // Each run scans the whole shared table and lists every sign-in, which grow with the suites beside it.
  jest.setTimeout(180_000);
  beforeAll(() => pointHandlersAtTestStack());

  it('puts older unverified profiles under the sweep by their sign-up time; verified ones stay off it', async () => {
    const [old, verified] = await Promise.all([
      createUnverifiedMember('Old', 'Profile'),
      createVerifiedMember(),
    ]);
    await withoutSweepEntry(old);
    expect(await sweepEntryOf(old.userId)).toBeUndefined();

    const { backfillUnverifiedAccounts } = await import('../../functions/events/backfill-unverified');
    const outcome = await backfillUnverifiedAccounts(new Date(), { emailPrefix: old.email });
    expect(outcome.entered).toContain(old.userId);
    expect(outcome.entered).not.toContain(verified.userId);
    expect((await sweepEntryOf(old.userId))?.GSI1SK).toMatch(new RegExp(`#${old.userId}$`));
    expect(await sweepEntryOf(verified.userId)).toBeUndefined();

    // Safe to run again: the entry is there, nothing is added twice.
    const again = await backfillUnverifiedAccounts(new Date(), { emailPrefix: old.email });
    expect(again.entered).not.toContain(old.userId);
  });

  it(`removes sign-ins that never set up a profile once ${limits.unverifiedAccountDays} days old`, async () => {
    const [abandoned, member] = await Promise.all([signUpUser('Never', 'Finished'), createMember()]);
    const { backfillUnverifiedAccounts } = await import('../../functions/events/backfill-unverified');
    const { verifiedEmailInSignIn } = await import('../../functions/store/account/cognito-users');
    expect(await verifiedEmailInSignIn(abandoned.userId)).toBeNull();

    // Younger than the limit: kept.
    const young = await backfillUnverifiedAccounts(new Date(), { emailPrefix: abandoned.email });
    expect(young.removedSignIns).toEqual([]);
    expect(await signedIn(abandoned.userId)).toBe(true);

    // Past it (the clock moved on): removed; a member with a profile is the sweep's, not the backfill's.
    const later = new Date(Date.now() + (limits.unverifiedAccountDays + 1) * dayMs);
    await backfillUnverifiedAccounts(later, { emailPrefix: member.email });
    expect(await signedIn(member.userId)).toBe(true);
    // Another run's filter leaves it alone (the test runs narrow each run to their own users).
    expect(await signedIn(abandoned.userId)).toBe(true);
    const removal = await backfillUnverifiedAccounts(later, { emailPrefix: abandoned.email });
    expect(removal.removedSignIns).toEqual([abandoned.userId]);
    expect(await signedIn(abandoned.userId)).toBe(false);
  });

  it('removes them in the daily sweep too, so an address held by a sign-in that went no further is freed', async () => {
    const abandoned = await signUpUser('Never', 'Returned');
    const { removeAbandonedSignIns } = await import('../../functions/events/abandoned-sign-ins');
    const later = new Date(Date.now() + (limits.unverifiedAccountDays + 1) * dayMs);
    // Out of time before it starts: nothing removed, and the run says it did not finish.
    expect(
      await removeAbandonedSignIns(later, { emailPrefix: abandoned.email, deadline: Date.now() }),
    ).toEqual({
      removed: [],
      finished: false,
    });
    expect(await signedIn(abandoned.userId)).toBe(true);
    expect(await removeAbandonedSignIns(later, { emailPrefix: abandoned.email })).toEqual({
      removed: [abandoned.userId],
      finished: true,
    });
    expect(await signedIn(abandoned.userId)).toBe(false);
    // The address is free again: the owner can sign up with it.
    const owner = await signUpUser('Real', 'Owner', abandoned.email);
    expect(owner.userId).not.toBe(abandoned.userId);
  });
});
