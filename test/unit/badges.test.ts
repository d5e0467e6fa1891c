import { achievementBadges } from '../../web/src/features/profile/utils/badges';

describe('achievementBadges', () => {
  it('shows nothing below 10 received receipts', () => {
    expect(achievementBadges(9, { Empathy: 9 })).toEqual([]);
  });
  it('shows the top 4 intents by count, ties alphabetical', () => {
    const badges = achievementBadges(20, { Empathy: 6, Growth: 2, Balanced: 6, Warning: 1, Creativity: 5 });
    expect(badges.map((b) => [b.intent, b.count])).toEqual([
      ['Balanced', 6],
      ['Empathy', 6],
      ['Creativity', 5],
      ['Growth', 2],
    ]);
  });
});
