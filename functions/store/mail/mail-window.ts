import { limits } from '@contract/limits';
import { inBatches } from '../paging/sweeps';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { ifConditionHolds, table } from '../platform/table';

const gapMs = limits.receiptMailGapMinutes * 60 * 1000;
const duePageSize = 100;
/** The due index's key attributes, which only keys.ts names. */
const [duePk, dueSk] = keys.gatheredMailIndexAttributes;
const afterGap = (sentAt: string) => new Date(Date.parse(sentAt) + gapMs).toISOString();

interface MailWindow {
  lastSentAt?: string;
  pending?: Set<string>;
}

/** The index keys of a window due at `dueAt`, as expression values (`:pk`, `:due`). */
const dueValues = (dueAt: string, recipientId: string) => {
  const key = keys.gatheredMailIndex(dueAt, recipientId);
  return { ':pk': key[duePk], ':due': key[dueSk] };
};

/** Puts a sent e-mail back as unsent: its receipts wait again, and the window is as it was before. */
export type UndoSend = () => Promise<void>;

/**
 * Whether a new receipt's e-mail may leave now: when the member's last receipt e-mail left at least
 * `limits.receiptMailGapMinutes` ago and nothing waits to be gathered. Then the window is taken (its last
 * e-mail is now) and `undo` gives it back if sending fails; otherwise the receipt joins the receipts gathered
 * for the window's end. Each receipt comes here once (its notification claim), and a gathered id is a set
 * member, so a repeat changes nothing.
 */
export async function sendNowOrGather(
  recipientId: string,
  receiptId: string,
  now: Date,
): Promise<{ sendNow: true; undo: UndoSend } | { sendNow: false }> {
  const Key = keys.mailWindow(recipientId);
  const at = now.toISOString();
  const taken = await ifConditionHolds(
    table.update({
      Key,
      // Nothing waits, so no run needs the window: a due key left from its last e-mail goes.
      UpdateExpression: `SET entity = :entity, lastSentAt = :now REMOVE ${duePk}, ${dueSk}`,
      ConditionExpression:
        'attribute_not_exists(pending) AND (attribute_not_exists(lastSentAt) OR lastSentAt <= :gapAgo)',
      ExpressionAttributeValues: {
        ':entity': 'mailWindow',
        ':now': at,
        ':gapAgo': new Date(now.getTime() - gapMs).toISOString(),
      },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  if (taken) {
    const previous = taken.Attributes?.lastSentAt as string | undefined;
    return { sendNow: true, undo: () => giveBack(recipientId, at, previous) };
  }
  const window = (await table.get({ Key, ConsistentRead: true })) as MailWindow | undefined;
  const due = keys.gatheredMailIndex(afterGap(window?.lastSentAt ?? at), recipientId);
  await table.update({
    Key,
    UpdateExpression: `SET ${duePk} = :pk, ${dueSk} = if_not_exists(${dueSk}, :sk) ADD pending :ids`,
    ExpressionAttributeValues: { ':pk': due[duePk], ':sk': due[dueSk], ':ids': new Set([receiptId]) },
  });
  return { sendNow: false };
}

/**
 * Sending failed: the window's last e-mail is the one before, and gathered `ids` (if any) wait again, due at
 * once, so the next run tries them again.
 */
async function giveBack(
  recipientId: string,
  sentAt: string,
  previous: string | undefined,
  ids?: Set<string>,
) {
  const restore = previous ? 'SET lastSentAt = :previous' : 'REMOVE lastSentAt';
  await ifConditionHolds(
    table.update({
      Key: keys.mailWindow(recipientId),
      // Both index keys: another run may have removed them while this one was sending.
      UpdateExpression: ids
        ? `${restore}${previous ? ',' : ' SET'} ${duePk} = :pk, ${dueSk} = :due ADD pending :ids`
        : restore,
      ConditionExpression: 'lastSentAt = :sentAt',
      ExpressionAttributeValues: {
        ':sentAt': sentAt,
        ...(previous ? { ':previous': previous } : {}),
        ...(ids ? { ':ids': ids, ...dueValues(sentAt, recipientId) } : {}),
      },
    }),
  );
}

/**
 * Each member whose gathered e-mail is due at `now`, oldest first, a page at a time and a few at once, while
 * `hasTime` (the index is sparse: only windows with receipts waiting, or just sent). False: it stopped early,
 * and the next run goes on.
 */
export async function forEachDueMailWindow(
  now: Date,
  hasTime: () => boolean,
  each: (recipientId: string) => Promise<unknown>,
): Promise<boolean> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    if (!hasTime()) return false;
    const page = await table.query({
      ...queries.dueGatheredMail(now.toISOString()),
      Limit: duePageSize,
      ExclusiveStartKey,
    });
    const recipientIds = (page.Items ?? []).map((item) => keyReaders.userOfPartition(item.PK));
    if (!(await inBatches(recipientIds, hasTime, each))) return false;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return true;
}

/**
 * Takes the receipts gathered for a member whose gap has passed: the window's last e-mail becomes `now` and
 * they leave `pending`, in one conditional write, so of two runs at once only one takes them. `null` when
 * there is nothing to send (the window then leaves the index, unless a receipt was gathered meanwhile).
 */
export async function takeGathered(
  recipientId: string,
  now: Date,
): Promise<{ receiptIds: string[]; undo: UndoSend } | null> {
  const Key = keys.mailWindow(recipientId);
  const window = (await table.get({ Key, ConsistentRead: true })) as MailWindow | undefined;
  if (!window?.pending?.size) {
    await ifConditionHolds(
      table.update({
        Key,
        UpdateExpression: `REMOVE ${keys.gatheredMailIndexAttributes.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(pending)',
      }),
    );
    return null;
  }
  const previous = window.lastSentAt;
  if (previous && afterGap(previous) > now.toISOString()) {
    // Found early (a key from before its last e-mail): due again when that e-mail's gap has passed.
    await ifConditionHolds(
      table.update({
        Key,
        UpdateExpression: `SET ${duePk} = :pk, ${dueSk} = :due`,
        ConditionExpression: 'lastSentAt = :previous AND attribute_exists(pending)',
        ExpressionAttributeValues: { ':previous': previous, ...dueValues(afterGap(previous), recipientId) },
      }),
    );
    return null;
  }
  const at = now.toISOString();
  const taken = await ifConditionHolds(
    table.update({
      Key,
      UpdateExpression: `SET lastSentAt = :now, ${dueSk} = :next DELETE pending :ids`,
      // The window must still be there: an account deletion may have removed it since it was read.
      ConditionExpression: previous
        ? 'lastSentAt = :previous'
        : 'attribute_exists(PK) AND attribute_not_exists(lastSentAt)',
      ExpressionAttributeValues: {
        ':now': at,
        ':next': keys.gatheredMailIndex(afterGap(at), recipientId)[dueSk],
        ':ids': window.pending,
        ...(previous ? { ':previous': previous } : {}),
      },
    }),
  );
  if (!taken) return null;
  const ids = window.pending;
  return { receiptIds: [...ids].sort(), undo: () => giveBack(recipientId, at, previous, ids) };
}
