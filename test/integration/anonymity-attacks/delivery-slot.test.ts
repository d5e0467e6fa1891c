import { limits } from '@contract/limits';
import type { OwnSharingSettings } from '@contract/schemas/profile';
import { callApi } from '../../support/api';
import { atDefaultDeliveryHour, deliverHeldTo } from '../../support/held-receipts';
import { createMember, type TestMember } from '../../support/profiles';
import { allReceipts, giveReceipt } from '../../support/receipts';

const setDelivery = (member: TestMember, deliveryHour: number, timeZone: string) =>
  callApi<OwnSharingSettings>('PUT', '/me/sharing-settings', {
    token: member.idToken,
    body: { goals: true, receipts: true, bio: true, deliveryHour, timeZone },
  });

/**
 * The attack: the recipient changes their delivery hour and time zone between anonymous receipts (a test
 * account of theirs sends one after each change) and reads which slot each one took. A change applies only
 * to receipts sent `limits.deliveryChangeDays` later, and changing again starts the wait again, so every
 * receipt sent meanwhile keeps the slot the recipient had before: the slot tells nothing of the send.
 */
describe('a recipient who changes their delivery time to sort anonymous receipts', () => {
  it('sees every receipt take the slot they had before, whatever they change', async () => {
    const [recipient, probe] = await Promise.all([createMember(), createMember()]);
    const before = await giveReceipt(probe, recipient, { anonymous: true, held: true });
    const sentIds: string[] = [];
    for (const [hour, zone] of [
      [7, 'Asia/Kathmandu'],
      [7, 'Asia/Kolkata'],
      [23, 'Pacific/Chatham'],
    ] as const) {
      const set = await setDelivery(recipient, hour, zone);
      expect(set.status).toBe(200);
      // What Settings shows: the chosen time, and from when it applies.
      expect(set.body).toMatchObject({ deliveryHour: hour, timeZone: zone });
      expect(Date.parse(set.body.deliveryFrom ?? '') - Date.now()).toBeGreaterThan(
        (limits.deliveryChangeDays - 1) * 24 * 60 * 60 * 1000,
      );
      const sent = await giveReceipt(probe, recipient, { anonymous: true, held: true });
      expect(sent.status).toBe(201);
      sentIds.push(sent.body.id);
    }
    // Read as they arrive: at the hour they had (the default, in UTC), whichever day the hold brings it to.
    await deliverHeldTo(recipient);
    const received = new Map((await allReceipts(recipient, 'received')).map((r) => [r.id, r.createdAt]));
    for (const id of [before.body.id, ...sentIds]) expect(received.get(id)).toMatch(atDefaultDeliveryHour);
  });
});
