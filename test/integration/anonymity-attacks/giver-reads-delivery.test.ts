import type { OwnSharingSettings } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../../support/api';
import { createMember } from '../../support/profiles';
import { allReceipts, giveReceipt } from '../../support/receipts';

/**
 * A giver wants Rita's time zone and the hour she reads her anonymous receipts: they send her one and read
 * when it "delivers" from the answer and from their sent list. They must be told it is held, and that it
 * delivers within a day, never at what hour.
 */
describe('a giver reading when their anonymous receipt delivers', () => {
  it('is told it is held, never the delivery time', async () => {
    const [rita, giver] = await Promise.all([createMember(), createMember()]);
    const set = await callApi<OwnSharingSettings>('PUT', '/me/sharing-settings', {
      token: rita.idToken,
      body: { goals: true, receipts: true, bio: true, deliveryHour: 7, timeZone: 'Asia/Kathmandu' },
    });
    expect(set.status).toBe(200);

    const sent = await giveReceipt(giver, rita, { anonymous: true, held: true });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ held: true });
    expect(sent.body).not.toHaveProperty('deliversAt');
    const [listed] = await allReceipts(giver, 'sent');
    expect(listed).toMatchObject({ id: sent.body.id, held: true });
    expect(listed as Receipt).not.toHaveProperty('deliversAt');
  });
});
