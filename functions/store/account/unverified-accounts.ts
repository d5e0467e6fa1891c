import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { table } from '../platform/table';

/** Takes a member off the sweep's list (verified meanwhile, or the account is already gone). */
export async function forgetUnverifiedAccount(userId: string): Promise<void> {
  await table.delete({ Key: keys.unverifiedAccountKey(userId) });
}

/**
 * Members whose e-mail is still unverified and who signed up before `createdBefore` (ISO time): one Query
 * of the sparse GSI1 partition `UNVERIFIED`, oldest first, at most `limit`.
 */
export async function unverifiedAccountsBefore(createdBefore: string, limit: number): Promise<string[]> {
  const { Items } = await table.query({ ...queries.unverifiedBefore(createdBefore), Limit: limit });
  return (Items ?? []).map((item) => keyReaders.userOfPartition(item.PK));
}
