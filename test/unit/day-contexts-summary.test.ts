import { dayContextsSummary } from '../../web/src/features/dashboard/utils/summaries';

const days = (good: number, mixed: number, hard: number) => ({
  'Good Day': good,
  'Mixed Day': mixed,
  'Hard Day': hard,
});

describe('the kinds-of-day sentence, written for 0, 1 and many', () => {
  it('says so when no receipt has a kind of day', () => {
    expect(dayContextsSummary(days(0, 0, 0), days(0, 0, 0))).toBe(
      'No receipt you gave or received says what kind of day it was yet.',
    );
  });

  it('names only the kinds of day with receipts, one or many', () => {
    expect(dayContextsSummary(days(2, 0, 0), days(0, 0, 1))).toBe(
      'You received 2 on good days; you gave 1 on a hard day.',
    );
    expect(dayContextsSummary(days(1, 3, 2), days(0, 0, 0))).toBe(
      'You received 1 on a good day, 3 on mixed days and 2 on hard days; none you gave says it.',
    );
    expect(dayContextsSummary(days(0, 0, 0), days(0, 1, 0))).toBe(
      'None you received says what kind of day it was; you gave 1 on a mixed day.',
    );
  });
});
