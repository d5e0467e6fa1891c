import type { HelpfulMark } from '@contract/enums';
import {
  helpfulTotalsOf,
  roundOf,
  sameMarks,
  tipFor,
  waitingOf,
  waitingValue,
} from '../../functions/domain/helpful-marks';

const by = (recipientId: string, ...marks: HelpfulMark[]) =>
  waitingOf(recipientId, waitingValue(`receipt-of-${recipientId}`, marks));

describe('helpful-mark rounds and tips', () => {
  it('counts a round only once five different people have marks waiting, each person once', () => {
    const four = [by('ann', 'kind'), by('ben', 'kind'), by('dan', 'kind'), by('eve', 'kind')];
    expect(roundOf(four, 5)).toBeNull();
    // Someone whose marks were all taken off is no one.
    expect(roundOf([...four, by('cat')], 5)).toBeNull();
    // Entries given twice for one person still make one person.
    expect(roundOf([...four, by('ann', 'specific')], 5)).toBeNull();
    const due = roundOf([...four, by('cat', 'specific')], 5);
    expect(due?.round).toEqual({ receipts: 5, specific: 1, actionable: 0, kind: 4 });
    expect(due?.counted.map((w) => w.recipientId)).toEqual(['ann', 'ben', 'cat', 'dan', 'eve']);
  });

  it('counts exactly five people a round: more waiting wait for the next', () => {
    const six = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay'].map((who) => by(who, 'specific'));
    const due = roundOf(six, 5);
    expect(due?.round.receipts).toBe(5);
    expect(due?.counted).toHaveLength(5);
  });

  it('stores a person’s waiting marks as one string and reads them back', () => {
    const value = waitingValue('r1', ['specific', 'kind']);
    expect(waitingOf('ann', value)).toEqual({ recipientId: 'ann', value, marks: ['specific', 'kind'] });
    expect(sameMarks(['kind', 'specific'], ['specific', 'kind'])).toBe(true);
    expect(sameMarks([], ['kind'])).toBe(false);
  });

  it('tips the mark given least, the first on a tie, and "keep going" when every mark is common', () => {
    expect(tipFor({ receipts: 9, specific: 6, actionable: 1, kind: 3 })).toBe('actionable');
    expect(tipFor({ receipts: 9, specific: 2, actionable: 2, kind: 9 })).toBe('specific');
    expect(tipFor({ receipts: 9, specific: 6, actionable: 7, kind: 9 })).toBe('keepGoing');
  });

  it('shows nothing before a first round, then the sum of the rounds', () => {
    expect(helpfulTotalsOf([])).toEqual({ shown: false });
    const round = { receipts: 5, specific: 5, actionable: 4, kind: 5 };
    expect(helpfulTotalsOf([round, round])).toEqual({
      shown: true,
      receipts: 10,
      specific: 10,
      actionable: 8,
      kind: 10,
      tip: 'keepGoing',
    });
  });
});
