import { limits } from '@contract/limits';
import {
  chooseDelivery,
  deliveryAt,
  deliveryDayOf,
  deliveryTimeFor,
} from '../../functions/domain/delivery-time';

const at = (sent: string, hour: number, zone: string) =>
  deliveryTimeFor(new Date(sent), hour, zone).toISOString();

describe('when a held anonymous receipt is delivered', () => {
  it('is the next time the hour comes in the recipient’s zone, at least three hours after sending', () => {
    expect(at('2026-11-28T10:00:00Z', 18, 'UTC')).toBe('2026-11-28T18:00:00.000Z');
    expect(at('2026-11-28T15:00:00Z', 18, 'UTC')).toBe('2026-11-28T18:00:00.000Z');
    expect(at('2026-11-28T15:00:01Z', 18, 'UTC')).toBe('2026-11-29T18:00:00.000Z');
    expect(at('2026-11-28T23:00:00Z', 0, 'America/New_York')).toBe('2026-11-29T05:00:00.000Z');
  });

  it('keeps zones a half hour from UTC on their hour', () => {
    expect(at('2026-11-28T10:00:00Z', 18, 'Asia/Kolkata')).toBe('2026-11-29T12:30:00.000Z');
  });

  it('keeps the local hour across a daylight-saving change', () => {
    expect(at('2026-03-28T20:00:00Z', 18, 'Europe/Paris')).toBe('2026-03-29T16:00:00.000Z');
    expect(at('2026-03-27T20:00:00Z', 18, 'Europe/Paris')).toBe('2026-03-28T17:00:00.000Z');
  });
});

describe('a change of delivery time', () => {
  const days = (n: number) => n * 24 * 60 * 60 * 1000;
  const changedAt = new Date('2026-12-07T10:00:00.000Z');
  const standing = { deliveryHour: 18, timeZone: 'UTC' };

  it('applies to receipts sent from its wait on, and the delivery before it until then', () => {
    const changed = {
      ...standing,
      ...chooseDelivery(standing, { deliveryHour: 7, timeZone: 'Asia/Kolkata' }, changedAt),
    };
    expect(changed.deliveryFrom).toBe(
      new Date(changedAt.getTime() + days(limits.deliveryChangeDays)).toISOString(),
    );
    expect(deliveryAt(changed, new Date(changedAt.getTime() + days(limits.deliveryChangeDays) - 1))).toEqual(
      standing,
    );
    expect(deliveryAt(changed, new Date(changed.deliveryFrom ?? ''))).toEqual({
      deliveryHour: 7,
      timeZone: 'Asia/Kolkata',
    });
  });

  it('moves a send at most once in its wait, however often it is changed (the quarter-hour attack)', () => {
    let settings: Parameters<typeof deliveryAt>[0] = standing;
    const seen = new Set<string>();
    for (let quarter = 0; quarter < 4 * 24 * 3; quarter++) {
      const now = new Date(changedAt.getTime() + quarter * 15 * 60 * 1000);
      const zone = quarter % 2 ? 'Asia/Kathmandu' : 'UTC';
      settings = {
        ...settings,
        ...chooseDelivery(settings, { deliveryHour: quarter % 24, timeZone: zone }, now),
      };
      seen.add(JSON.stringify(deliveryAt(settings, now)));
    }
    expect([...seen]).toEqual([JSON.stringify(standing)]);
  });

  it('stores nothing of the delivery when it is the one chosen already', () => {
    expect(chooseDelivery(standing, { deliveryHour: 18 }, changedAt)).toEqual({});
    expect(chooseDelivery(standing, {}, changedAt)).toEqual({});
  });
});

describe('the day a held receipt is dated by for its giver and in its id', () => {
  const day = (delivery: string) => deliveryDayOf(new Date(delivery)).toISOString();

  it('is the first UTC midnight at or after the delivery, whatever the hour', () => {
    for (const hour of ['00:00:00.001', '05:45:00', '18:00:00', '23:59:59.999'])
      expect(day(`2026-11-28T${hour}Z`)).toBe('2026-11-29T00:00:00.000Z');
    expect(day('2026-11-29T00:00:00Z')).toBe('2026-11-29T00:00:00.000Z');
    expect(day('2026-12-31T18:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });
});
