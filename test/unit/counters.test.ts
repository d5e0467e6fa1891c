import { counterUpdate, givenChanges, receivedChanges } from '../../functions/domain/counters';
import type { StoredReceipt } from '../../functions/domain/receipts';

const receipt = (extra: Partial<StoredReceipt> = {}) =>
  ({ category: 'Work', intent: 'Gratitude', anonymous: false, ...extra }) as StoredReceipt;

describe('the counters module', () => {
  it('counts a received receipt in received, its category and intent, and a hidden one in hidden too', () => {
    expect(receivedChanges(receipt(), 1).map((c) => c.path.join('.'))).toEqual([
      'received',
      'receivedByCategory.Work',
      'receivedByIntent.Gratitude',
    ]);
    expect(
      receivedChanges(receipt({ hiddenAt: '2026-01-01T00:00:00.000Z' }), -1).map((c) => c.path.join('.')),
    ).toEqual([
      'received',
      'receivedByCategory.Work',
      'receivedByIntent.Gratitude',
      'hidden',
      'hiddenByCategory.Work',
    ]);
  });

  it('counts an anonymous given receipt in sentAnonymously', () => {
    expect(givenChanges(receipt({ anonymous: true }), 1).map((c) => c.path.join('.'))).toEqual([
      'sent',
      'sentByCategory.Work',
      'sentAnonymously',
    ]);
  });

  it('sums changes to the same counter into one clause, every name and value a placeholder', () => {
    const changes = [...receivedChanges(receipt(), -1), ...receivedChanges(receipt(), -1)];
    const update = counterUpdate(changes);
    expect(update.sets).toHaveLength(3);
    expect(update.sets[0]).toBe('#c0.#c1 = if_not_exists(#c0.#c1, :cs0) + :cd0');
    expect(update.values[':cd0']).toBe(-2);
    // A decrement of a counter never raised leaves it at zero.
    expect(update.values[':cs0']).toBe(2);
    expect(Object.values(update.names)).toEqual([
      'counters',
      'received',
      'receivedByCategory',
      'Work',
      'receivedByIntent',
      'Gratitude',
    ]);
  });
});
