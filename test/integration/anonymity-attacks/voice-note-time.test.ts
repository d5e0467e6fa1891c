import { callApi } from '../../support/api';
import { deliverHeldTo } from '../../support/held-receipts';
import { membersBeforeAll } from '../../support/profiles';
import { giveReceipt } from '../../support/receipts';
import { testStack } from '../../support/stack';
import { uploadVoiceNote } from '../../support/upload';

/** HTTP dates have whole seconds: the second a time falls in. */
const second = (at: number) => Math.floor(at / 1000) * 1000;

/**
 * The attack: the recipient of an anonymous voice note fetches it and reads its headers. The note must
 * carry no time before its delivery (its object was written at send time, so `Last-Modified` said when).
 */
describe("an anonymous voice note's headers", () => {
  const members = membersBeforeAll('giver', 'recipient');

  it('say nothing of when it was sent, only of its delivery', async () => {
    const { giver, recipient } = members;
    const voiceRecording = await uploadVoiceNote(giver);
    const sent = await giveReceipt(giver, recipient, { anonymous: true, voiceRecording, held: true });
    expect(sent.status).toBe(201);
    // The delivery starts in a later second than the send ended in, so the two can be told apart.
    const sentBy = Date.now();
    await new Promise((resolve) => setTimeout(resolve, second(sentBy) + 1010 - sentBy));
    const deliveryStarted = Date.now();
    await deliverHeldTo(recipient);

    const link = await callApi<{ url: string }>('GET', `/receipts/${sent.body.id}/voice`, {
      token: recipient.idToken,
    });
    expect(link.status).toBe(200);
    const audio = await fetch(new URL(link.body.url, testStack().siteUrl));
    expect(audio.status).toBe(200);
    for (const name of ['last-modified', 'date', 'expires']) {
      const value = audio.headers.get(name);
      if (value) expect(Date.parse(value)).toBeGreaterThanOrEqual(second(deliveryStarted));
    }
    expect(audio.headers.get('last-modified')).not.toBeNull();
  });
});
