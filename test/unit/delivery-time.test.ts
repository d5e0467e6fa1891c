import { deliveryTimeFor } from '../../functions/domain/delivery-time';

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
