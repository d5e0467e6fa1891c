import {
  groupMoves as groupMovesBy,
  movesOf,
  transactionItemsMax,
} from '../../functions/domain/counters-stats';
import * as keys from '../../functions/store/platform/keys';
import { keyReaders } from '../../functions/store/platform/keys';
import { ownItemsOf } from '../../functions/store/profiles/counters-stats';

/** Grouped as the store groups them: each move's own items are its ledger and pair entries' keys. */
const groupMoves = (moves: Parameters<typeof groupMovesBy>[0], limit?: number) =>
  groupMovesBy(moves, ownItemsOf, limit);

const item = (id: string, recipientId: string, senderId: string) => ({
  ...keys.receipt(recipientId, id),
  id,
  recipientId,
  senderId,
  GSI1PK: keys.sentIndexPartition(senderId),
  anonymous: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  category: 'Work',
  intent: 'Growth',
  dayContext: 'Good Day',
  tags: ['Kind'],
});
const receipt = (id: string, recipientId: string, senderId: string) =>
  keyReaders.receiptImage(item(id, recipientId, senderId));
const isTotal = (b: { bucket: { period: string } }) => b.bucket.period === 'total';

const itemsIn = (group: ReturnType<typeof groupMoves>[number]) =>
  group.moves.length * 2 + group.buckets.length + group.members.length;

describe("a batch of stream records' dashboard moves", () => {
  it('writes each bucket once per transaction with the sum of its moves', () => {
    const moves = [1, 2, 3].flatMap((n) => movesOf(undefined, receipt(`r${n}`, 'bob', 'ann')));
    const groups = groupMoves(moves);
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group!.members.sort()).toEqual(['ann', 'bob']);
    const total = (memberId: string) =>
      group!.buckets.find((b) => b.memberId === memberId && isTotal(b))?.adds;
    expect(total('bob')).toMatchObject({ received: 3, 'receivedContext:Good Day': 3 });
    expect(total('ann')).toMatchObject({ given: 3 });
    // Total, week, month and day for the recipient; total, week and month for the sender.
    expect(group!.buckets).toHaveLength(7);
  });

  it('keeps moves in order, and a contribution going and coming back in separate transactions', () => {
    const withheld = keyReaders.receiptImage({
      ...item('r1', 'bob', 'ann'),
      ...keys.withheldReceipt('bob', 'r1'),
    });
    const moves = [
      ...movesOf(undefined, receipt('r1', 'bob', 'ann')),
      ...movesOf(receipt('r1', 'bob', 'ann'), undefined),
      ...movesOf(undefined, withheld),
    ];
    const groups = groupMoves(moves);
    expect(groups.flatMap((g) => g.moves)).toEqual(moves);
    expect(groups.map((g) => g.moves.map((m) => m.sign))).toEqual([
      [1, 1],
      [-1, -1, 1],
    ]);
    // The sender's "given" went from the hub and came back from WITHHELD#: no change left to write.
    const senderTotal = groups[1]!.buckets.find((b) => b.memberId === 'ann' && isTotal(b));
    expect(senderTotal).toBeUndefined();
  });

  it('never puts more items in a transaction than DynamoDB takes', () => {
    const members = Array.from({ length: 30 }, (_, i) => `m${i}`);
    const moves = Array.from({ length: 200 }, (_, i) =>
      movesOf(undefined, receipt(`r${i}`, members[i % 30]!, members[(i + 1) % 30]!)),
    ).flat();
    const groups = groupMoves(moves);
    expect(groups.flatMap((g) => g.moves)).toEqual(moves);
    for (const group of groups) expect(itemsIn(group)).toBeLessThanOrEqual(transactionItemsMax);
    expect(groupMoves(moves, 10).every((g) => itemsIn(g) <= 10)).toBe(true);
  });
});
