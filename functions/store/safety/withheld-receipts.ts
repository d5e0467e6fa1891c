import { type WithheldKind, withheldKinds } from '@contract/enums';
import type { StoredReceipt } from '../../domain/receipts';
import * as keys from '../platform/keys';
import { type Item, type TableWrite, table, transact } from '../platform/table';
import { recipientCounterUpdate, type UnreadBadge } from '../profiles/counters';
import { receiptItem, toStoredReceipt, withoutHubKeys } from '../shared/receipt-item';
import { reflectedOf, reflectionCheck } from '../shared/reflection-presence';

const unseenPrefix = 'unseen:';

/**
 * A filter for the recipient's lists of withheld receipts: those their delivery withheld unseen are left
 * out, except from their sender's own lists (`callerId` sent it: their view never changes).
 */
export const notUnseenBy = (callerId: string) => ({
  expression:
    '(attribute_not_exists(withheldFor) OR NOT begins_with(withheldFor, :unseen) OR senderId = :me)',
  values: { ':unseen': unseenPrefix, ':me': callerId },
});

/**
 * Why a receipt is withheld, as its item's `withheldFor` says: the kind and the block's or report's id
 * (`block:<blockId>`, `report:<reportId>`). The only place that writes or reads that format.
 */
export const withheldFor = {
  block: (blockId: string) => `block:${blockId}`,
  report: (reportId: string) => `report:${reportId}`,
  /** Sent past the harshness prompt to a member who reviews those first. */
  review: (receiptId: string) => `review:${receiptId}`,
  /**
   * A held anonymous receipt its delivery withheld (a block made meanwhile, a giver outside the address
   * book): the recipient never saw it, so nothing of theirs lists it (the export leaves it out, `unseen`),
   * and no unblock brings it: arriving then, it would show whose it is.
   */
  unseen: (receiptId: string) => `${unseenPrefix}${receiptId}`,
  /** The kind and id of an item's `withheldFor`; null when it has none. */
  of(item: Item): { kind: WithheldKind; id: string } | null {
    const [kind, id] = String(item.withheldFor ?? '').split(':');
    return id && (withheldKinds as readonly string[]).includes(kind ?? '')
      ? { kind: kind as WithheldKind, id }
      : null;
  },
};

/**
 * The table item of a receipt withheld from its recipient's hub for `reason` (a `withheldFor` value): in
 * their partition under WITHHELD#, keeping the sender's index keys (the sender's view is unchanged) and
 * none of the keys a read of the recipient's uses.
 */
export const withheldItem = (receipt: StoredReceipt, reason: string) => ({
  ...withoutHubKeys(receiptItem(receipt)),
  ...keys.withheldReceipt(receipt.recipientId, receipt.id),
  entity: 'withheldReceipt',
  withheldFor: reason,
});

/** Read in the same round as the receipts, so the badge's change is computed from the state written over. */
async function readBadge(recipientId: string): Promise<UnreadBadge> {
  const profile = await table.get({
    Key: keys.profile(recipientId),
    ProjectionExpression: 'hubSeenAt',
    ConsistentRead: true,
  });
  return { hubSeenAt: typeof profile?.hubSeenAt === 'string' ? profile.hubSeenAt : null };
}

/** The item's state a counter change was computed from: the write applies only if it is still so. */
const sameHiddenState = (receipt: StoredReceipt) =>
  receipt.hiddenAt ? 'attribute_exists(hiddenAt)' : 'attribute_not_exists(hiddenAt)';

const attempts = 3;
/**
 * Two items per receipt, the check of its reflection and the one counter update: DynamoDB takes at most
 * 100 items in a transaction.
 */
const perTransaction = 33;

const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / perTransaction) }, (_, i) =>
    list.slice(i * perTransaction, (i + 1) * perTransaction),
  );

/**
 * The items at `keyOf(id)` that exist now. Strongly consistent: a batch read is eventually consistent, so
 * the moves read each item on its own.
 */
async function readItems(ids: readonly string[], keyOf: (id: string) => Item) {
  const items = await Promise.all(ids.map((id) => table.get({ Key: keyOf(id), ConsistentRead: true })));
  return items.filter((item): item is Item => item !== undefined);
}

/**
 * The reflections on the receipts moved, as read: each held by a check in the move's transaction, and how
 * many there are (the member's count of reflections moves by that, as the journal lists them).
 */
function reflectionCounts(recipientId: string, receipts: readonly StoredReceipt[], reflected: Set<string>) {
  return {
    checks: receipts.map((r) => reflectionCheck(recipientId, r.id, reflected.has(r.id))),
    reflected: receipts.filter((r) => reflected.has(r.id)).length,
  };
}

/** What moving a chunk writes: the receipts' own writes and counter update, and writes that must go with them. */
interface MoveWrites {
  receipts: TableWrite[];
  alongside?: TableWrite[];
}

/**
 * Moves receipts between the hub and WITHHELD#, up to 49 per transaction with one counter update for
 * them all: the items' conditions hold the state the counts were computed from, so when one changed
 * (hidden, shown, opened by another move) the chunk is read again and retried. How many moved, and whether
 * a write `alongside` failed its condition (nothing of that chunk was written then).
 */
async function moveReceipts<Context>(
  ids: readonly string[],
  read: (ids: readonly string[]) => Promise<{ items: Item[]; context: Context }>,
  write: (items: Item[], context: Context) => MoveWrites,
): Promise<{ moved: number; refused: boolean }> {
  let moved = 0;
  for (const chunk of chunks(ids)) {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const { items, context } = await read(chunk);
      if (!items.length) break;
      const { receipts, alongside = [] } = write(items, context);
      const { failed } = await transact({ receipts, alongside });
      if (failed.has('alongside')) return { moved, refused: true };
      if (!failed.size) {
        moved += items.length;
        break;
      }
    }
  }
  return { moved, refused: false };
}

/** A receipt's hub item becomes its WITHHELD# item, with the reason, if its hidden state is still the one read. */
function withholdWrites(recipientId: string, item: Item, reason: string): TableWrite[] {
  const receipt = toStoredReceipt(item);
  return [
    {
      Delete: {
        Key: keys.receipt(recipientId, receipt.id),
        ConditionExpression: `attribute_exists(PK) AND ${sameHiddenState(receipt)}`,
      },
    },
    { Put: { Item: withheldItem(receipt, reason) } },
  ];
}

/** The receipts still in the hub, the badge they may be counted in and which of them carry a reflection. */
const readHubItems = (recipientId: string) => async (ids: readonly string[]) => {
  const [items, badge, reflected] = await Promise.all([
    readItems(ids, (id) => keys.receipt(recipientId, id)),
    readBadge(recipientId),
    reflectedOf(recipientId, ids),
  ]);
  return { items, context: { badge, reflected } };
};

/** The hub's receipts leave it: their items move, and the counts (reflections too) in one update. */
function leaveHubWrites(recipientId: string, items: Item[], reason: string, context: HubContext) {
  const receipts = items.map(toStoredReceipt);
  const { checks, reflected } = reflectionCounts(recipientId, receipts, context.reflected);
  return [
    ...items.flatMap((item) => withholdWrites(recipientId, item, reason)),
    ...checks,
    recipientCounterUpdate(recipientId, receipts, -1, { badge: context.badge, reflected }),
  ];
}
type HubContext = { badge: UnreadBadge; reflected: Set<string> };

/**
 * Takes received receipts out of their recipient's hub, public profile and counts, each in the same
 * transaction as its counts: the item moves to WITHHELD# (keeping the sender's index keys, so the sender's
 * view is unchanged) with the reason it was withheld (`block:<blockId>`, `report:<reportId>`). Ids no
 * longer in the hub are skipped. How many were withheld.
 */
export async function withholdReceipts(recipientId: string, receiptIds: readonly string[], reason: string) {
  const { moved } = await moveReceipts(receiptIds, readHubItems(recipientId), (items, context) => ({
    receipts: leaveHubWrites(recipientId, items, reason, context),
  }));
  return moved;
}

/**
 * Withholds one receipt with `alongside` (conditioned writes that belong with it, e.g. the report) in the
 * same transaction. False when it is not in the hub or a write of `alongside` failed its condition.
 */
export async function withholdReceipt(
  recipientId: string,
  receiptId: string,
  reason: string,
  alongside: (receipt: StoredReceipt) => TableWrite[],
): Promise<boolean> {
  const { moved, refused } = await moveReceipts([receiptId], readHubItems(recipientId), (items, context) => ({
    receipts: leaveHubWrites(recipientId, items, reason, context),
    alongside: alongside(toStoredReceipt(items[0] as Item)),
  }));
  return moved === 1 && !refused;
}

/** Puts receipts withheld for `reason` back in their recipient's hub, profile and counts. How many. */
export async function restoreReceipts(recipientId: string, receiptIds: readonly string[], reason: string) {
  const { moved } = await moveReceipts(
    receiptIds,
    async (ids) => {
      const [items, reflected] = await Promise.all([
        readItems(ids, (id) => keys.withheldReceipt(recipientId, id)),
        reflectedOf(recipientId, ids),
      ]);
      return { items: items.filter((item) => item.withheldFor === reason), context: reflected };
    },
    (items, reflectedIds) => {
      const receipts = items.map(toStoredReceipt);
      const { checks, reflected } = reflectionCounts(recipientId, receipts, reflectedIds);
      return {
        receipts: [
          ...receipts.flatMap((receipt): TableWrite[] => [
            {
              Delete: {
                Key: keys.withheldReceipt(recipientId, receipt.id),
                ConditionExpression: 'withheldFor = :reason',
                ExpressionAttributeValues: { ':reason': reason },
              },
            },
            {
              Put: {
                Item: receiptItem(receipt),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ]),
          ...checks,
          recipientCounterUpdate(recipientId, receipts, 1, { reflected }),
        ],
      };
    },
  );
  return moved;
}
