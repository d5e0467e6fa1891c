import { deliveryLabel } from '../../web/src/lib/dates';

describe("a held receipt's delivery, as its giver reads it", () => {
  const now = new Date(2026, 10, 28, 10, 0);
  const local = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();

  it('says today, tomorrow or the day, and the time on a 24-hour clock', () => {
    expect(deliveryLabel(local(28, 18), now)).toBe('Delivers today at 18:00');
    expect(deliveryLabel(local(29, 18), now)).toBe('Delivers tomorrow at 18:00');
    expect(deliveryLabel(local(29, 7), now)).toBe('Delivers tomorrow at 07:00');
    expect(deliveryLabel(local(30, 18), now)).toBe('Delivers Mon, Nov 30 at 18:00');
  });
});
