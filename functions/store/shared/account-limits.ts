import type { AccountLimitName } from '@contract/limits';
import { envNames } from '../../config';
import { type AppliedLimit, appliedLimit, windowAt } from '../../domain/account-limits';
import { itemKeyText } from '../../domain/item-key';
import * as keys from '../platform/keys';
import { batchGet, ifConditionHolds, type TableWrite, table } from '../platform/table';

/** Whose window a limit counts: a member (optionally per `scope`, e.g. a recipient) or a source address. */
export interface LimitSubject {
  partition: string;
  scope?: string;
}
export const memberSubject = (userId: string, scope?: string): LimitSubject => ({
  partition: keys.userPartition(userId),
  ...(scope ? { scope } : {}),
});
export const addressSubject = (address: string): LimitSubject => ({
  partition: keys.addressPartition(address),
});

/** The limit as this stage applies it (ACCOUNT_LIMITS overrides the contract's maximum); null when off. */
export const limitOf = (name: AccountLimitName) => appliedLimit(name, process.env[envNames.accountLimits]);

/** A counter outlives its window by an hour, then TTL removes it (its key names its window, so it is never read). */
const graceSeconds = 3600;

const counterKey = (limit: AppliedLimit, subject: LimitSubject, now: Date) =>
  keys.limitCounter(subject.partition, limit.name, windowAt(limit, now).start, subject.scope);

/**
 * Takes one from the limit's current window, refused (its condition fails) when the window is used up: put
 * it in the transaction of the write it counts, so the two happen together or not at all.
 */
export function limitCounterWrite(limit: AppliedLimit, subject: LimitSubject, now: Date) {
  return {
    Update: {
      Key: counterKey(limit, subject, now),
      UpdateExpression:
        'SET used = if_not_exists(used, :zero) + :one, entity = :entity, expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(used) OR used < :max',
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':max': limit.max,
        ':entity': 'limitCounter',
        ':expires': windowAt(limit, now).end + graceSeconds,
      },
    },
  } satisfies TableWrite;
}

/** Takes one on its own (before a read-only operation): false, with nothing written, when the window is used up. */
export async function takeFromLimit(limit: AppliedLimit, subject: LimitSubject, now: Date): Promise<boolean> {
  return (await ifConditionHolds(table.update(limitCounterWrite(limit, subject, now).Update))) !== null;
}

/**
 * Gives one back: what was counted turned out to change nothing (a repeated report, not the caller's
 * receipt). The last one deletes the counter, so a request that changed nothing leaves nothing behind.
 */
export async function giveBackToLimit(limit: AppliedLimit, subject: LimitSubject, now: Date): Promise<void> {
  const Key = counterKey(limit, subject, now);
  const values = { ':zero': 0, ':one': 1 };
  const deleted = await ifConditionHolds(
    table.delete({ Key, ConditionExpression: 'used = :one', ExpressionAttributeValues: { ':one': 1 } }),
  );
  if (deleted) return;
  await ifConditionHolds(
    table.update({
      Key,
      UpdateExpression: 'SET used = used - :one',
      ConditionExpression: 'used > :zero',
      ExpressionAttributeValues: values,
    }),
  );
}

/**
 * The first of `checks` whose window is already used up, by one eventually consistent read: an account
 * at its limit is refused before anything else is read or written. Only a shortcut — the conditional
 * write decides.
 */
export async function reachedLimit(checks: readonly LimitCheck[], now: Date): Promise<AppliedLimit | null> {
  return (await readWithLimits(checks, now, [])).reached;
}

type LimitCheck = { limit: AppliedLimit; subject: LimitSubject };

/**
 * `reachedLimit` and the items at `others` in the same read (a send reads its two profiles with its
 * counters: one request, not two).
 */
export async function readWithLimits<T extends object>(
  checks: readonly LimitCheck[],
  now: Date,
  others: readonly { PK: string; SK: string }[],
): Promise<{ reached: AppliedLimit | null; others: T[] }> {
  const counterKeys = checks.map(({ limit, subject }) => counterKey(limit, subject, now));
  if (!counterKeys.length && !others.length) return { reached: null, others: [] };
  const isCounter = new Set(counterKeys.map(itemKeyText));
  const found = await batchGet<{ PK: string; SK: string; used?: number }>(
    [...counterKeys, ...others],
    others.length ? {} : { projection: 'PK, SK, used' },
  );
  const counts = new Map(
    found
      .filter((item) => isCounter.has(itemKeyText(item)))
      .map((item) => [itemKeyText(item), item.used ?? 0]),
  );
  const reached =
    checks.find(
      ({ limit, subject }) => (counts.get(itemKeyText(counterKey(limit, subject, now))) ?? 0) >= limit.max,
    )?.limit ?? null;
  return { reached, others: found.filter((item) => !isCounter.has(itemKeyText(item))) as unknown as T[] };
}

/**
 * What a member's limited write (an upload, a contact) goes through with, in its transaction: one taken from
 * the member's `name` limit (when the limit is on) and their profile still there. Its writes fail as `limit`
 * and `profile`; `limit` is what to answer when the first does.
 */
export function memberLimitedWrite(name: AccountLimitName, userId: string, now: Date) {
  const limit = limitOf(name);
  return {
    limit,
    writes: {
      limit: limit && limitCounterWrite(limit, memberSubject(userId), now),
      profile: { ConditionCheck: { Key: keys.profile(userId), ConditionExpression: 'attribute_exists(PK)' } },
    },
  };
}
