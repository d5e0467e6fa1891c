import { helpfulTotalsOf, roundOf, tipFor } from '../../functions/domain/helpful-marks';

const by = (recipientId: string, ...marks: ('specific' | 'actionable' | 'kind')[]) => ({
  recipientId,
  marks,
});

describe('helpful-mark rounds and tips', () => {
  it('counts a round only once five different people marked, however many receipts one marked', () => {
    const one = Array.from({ length: 6 }, () => by('ann', 'kind'));
    expect(
      roundOf([...one, by('ben', 'kind'), by('cat'), by('dan', 'kind'), by('eve', 'kind')], 5),
    ).toBeNull();
    expect(
      roundOf([...one, by('ben', 'kind'), by('cat', 'specific'), by('dan'), by('eve', 'actionable')], 5),
    ).toBeNull();
    expect(
      roundOf(
        [by('ann', 'kind'), by('ben', 'kind'), by('cat', 'specific'), by('dan', 'kind'), by('eve', 'kind')],
        5,
      ),
    ).toEqual({ receipts: 5, specific: 1, actionable: 0, kind: 4 });
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
