import { randomUUID } from 'node:crypto';
import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { PresignedPost } from '@contract/schemas/common';
import type { Receipt } from '@contract/schemas/receipts';
import { call, checkFrom, expectRefusals, inBatches, send, statuses } from '../support/limit-calls';
import { itInOneWindow } from '../support/limit-window';
import { createMember } from '../support/profiles';
import { allReceipts } from '../support/receipts';
import { capabilities } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';

describe('per-account limits', () => {
  itInOneWindow('receiptsPerDay')(
    `receipts a day: 50 concurrent sends at the boundary, exactly the ${accountLimits.receiptsPerDay.max} allowed are stored`,
    async () => {
      const max = accountLimits.receiptsPerDay.max;
      const [sender, recipients] = await Promise.all([
        createMember(),
        Promise.all(Array.from({ length: 5 }, () => createMember())),
      ]);
      // Spread over five recipients, so no one reaches the per-recipient limit first.
      const to = (i: number) => recipients[i % recipients.length]!;
      const arranged = await inBatches(max - 25, 25, (i) => send(sender, to(i)));
      expect(statuses(arranged)).toEqual({ 201: max - 25 });

      const flood = await Promise.all(Array.from({ length: 50 }, (_, i) => send(sender, to(i))));
      expect(statuses(flood)).toEqual({ 201: 25, 429: 25 });
      expectRefusals(flood, 'receiptsPerDay');
      expect(flood.find((a) => a.status === 429)?.body).toMatchObject({
        error: { message: expect.stringContaining(`receipts allowed in a day (${max})`) },
      });

      // Nothing of a refused send is stored: the sent list and every count hold exactly the accepted ones.
      expect(await allReceipts(sender, 'sent')).toHaveLength(max);
      const me = (await call('GET', '/me', sender.idToken)).body as { counters: { sent: number } };
      expect(me.counters.sent).toBe(max);
      let received = 0;
      for (const r of recipients) received += (await allReceipts(r, 'received')).length;
      expect(received).toBe(max);

      // A new send (a new clientRequestId) stays refused.
      expect((await send(sender, to(0))).status).toBe(429);
    },
  );

  itInOneWindow('receiptsToOneRecipientPerDay')(
    'a retried send with the same clientRequestId is answered with its receipt at the limit, never refused',
    async () => {
      const [sender, recipient] = await Promise.all([createMember(), createMember()]);
      const max = accountLimits.receiptsToOneRecipientPerDay.max;
      const ids = Array.from({ length: max }, () => randomUUID());
      const sent = await inBatches(max, 25, (i) => send(sender, recipient, ids[i]));
      expect(statuses(sent)).toEqual({ 201: max });
      const retried = await Promise.all([
        send(sender, recipient, ids[0]),
        send(sender, recipient, ids[max - 1]),
      ]);
      expect(retried.map((a) => [a.status, (a.body as Receipt).id])).toEqual([
        [201, (sent[0]!.body as Receipt).id],
        [201, (sent[max - 1]!.body as Receipt).id],
      ]);
      expect(await allReceipts(recipient, 'received')).toHaveLength(max);
    },
  );

  itInOneWindow('receiptsToOneRecipientPerDay')(
    `receipts to one person a day: concurrent sends past ${accountLimits.receiptsToOneRecipientPerDay.max} are refused, others still arrive`,
    async () => {
      const [sender, recipient, other] = await Promise.all([createMember(), createMember(), createMember()]);
      const max = accountLimits.receiptsToOneRecipientPerDay.max;
      expect(statuses(await inBatches(max - 10, 20, () => send(sender, recipient)))).toEqual({
        201: max - 10,
      });
      const flood = await Promise.all(Array.from({ length: 30 }, () => send(sender, recipient)));
      expect(statuses(flood)).toEqual({ 201: 10, 429: 20 });
      expectRefusals(flood, 'receiptsToOneRecipientPerDay');
      expect(await allReceipts(recipient, 'received')).toHaveLength(max);
      // Another recipient is not affected.
      expect((await send(sender, other)).status).toBe(201);
    },
  );

  itInOneWindow('uploadsPerHour')(
    `uploads an hour: exactly ${accountLimits.uploadsPerHour.max} photo and voice-note uploads, then 429`,
    async () => {
      const member = await createMember();
      const max = accountLimits.uploadsPerHour.max;
      const upload = (i: number) =>
        i % 2
          ? call('POST', '/me/photo-upload', member.idToken, {
              fileName: 'me.png',
              contentType: 'image/png',
              size: 1000,
            })
          : call('POST', '/receipts/voice-upload', member.idToken, { contentType: 'audio/webm', size: 1000 });
      expect(statuses(await inBatches(max - 20, 20, upload))).toEqual({ 200: max - 20 });
      const flood = await Promise.all(Array.from({ length: 50 }, (_, i) => upload(i)));
      expect(statuses(flood)).toEqual({ 200: 20, 429: 30 });
      expectRefusals(flood, 'uploadsPerHour');
      // A refused upload is handed no key to upload to.
      expect(
        flood.filter((a) => a.status === 429).every((a) => !(a.body as Partial<PresignedPost>).url),
      ).toBe(true);
    },
  );

  itInOneWindow('contactsPerDay')(
    `contacts a day: exactly ${accountLimits.contactsPerDay.max} stored under 50 concurrent adds at the boundary`,
    async () => {
      const member = await createMember();
      const max = accountLimits.contactsPerDay.max;
      const add = (i: number) =>
        call('POST', '/me/contacts', member.idToken, { username: `limit_${i}`, name: `Contact ${i}` });
      expect(statuses(await inBatches(max - 25, 25, add))).toEqual({ 201: max - 25 });
      const flood = await Promise.all(Array.from({ length: 50 }, (_, i) => add(max - 25 + i)));
      expect(statuses(flood)).toEqual({ 201: 25, 429: 25 });
      expectRefusals(flood, 'contactsPerDay');
      let count = 0;
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = (await call('GET', `/me/contacts?limit=50${query}`, member.idToken)).body as {
          items: unknown[];
          cursor: string | null;
        };
        count += page.items.length;
        cursor = page.cursor;
      } while (cursor);
      expect(count).toBe(max);
    },
  );

  itInOneWindow('reportsPerDay')(
    `reports a day: of 30 concurrent reports exactly ${accountLimits.reportsPerDay.max} are made; a refusal stores nothing`,
    async () => {
      const [reporter, sender] = await Promise.all([createMember(), createMember()]);
      const max = accountLimits.reportsPerDay.max;
      const given = await inBatches(max + 10, 20, () => send(sender, reporter));
      const ids = given.map((a) => (a.body as Receipt).id);
      const report = (id: string) =>
        call('POST', `/receipts/${id}/report`, reporter.idToken, { reason: 'spam', text: '' });
      const flood = await Promise.all(ids.map(report));
      expect(statuses(flood)).toEqual({ 200: max, 429: 10 });
      expectRefusals(flood, 'reportsPerDay');
      // The refused ones are still in the hub: nothing was withheld or reported for them.
      expect(await allReceipts(reporter, 'received')).toHaveLength(10);
      const before = await partitionSnapshot([userPartition(reporter.userId)]);
      expect((await report(ids[0]!)).status).toBe(429);
      expect(await partitionSnapshot([userPartition(reporter.userId)])).toEqual(before);
    },
  );

  itInOneWindow('searchesPerMinute')(
    `searches a minute: exactly ${accountLimits.searchesPerMinute.max} of 80 concurrent searches answer, the rest 429`,
    async () => {
      const member = await createMember();
      const flood = await Promise.all(
        Array.from({ length: 80 }, () => call('GET', '/users/search?q=someone', member.idToken)),
      );
      expect(statuses(flood)).toEqual({ 200: accountLimits.searchesPerMinute.max, 429: 20 });
      expectRefusals(flood, 'searchesPerMinute');
      // Another member searches as usual.
      const other = await createMember();
      expect((await call('GET', '/users/search?q=someone', other.idToken)).status).toBe(200);
    },
  );
});

// Needs a second source address on the machine running the stack: loopback locally.
(capabilities().inProcessHandlers ? describe : describe.skip)('the public username check', () => {
  itInOneWindow('usernameChecksPerAddressPerMinute')(
    `answers ${accountLimits.usernameChecksPerAddressPerMinute.max} checks a minute from one address, then 429; another address is not affected`,
    async () => {
      const max = accountLimits.usernameChecksPerAddressPerMinute.max;
      const octet = () => 2 + Math.floor(Math.random() * 250);
      const address = `127.${octet()}.${octet()}.${octet()}`;
      const flood = await Promise.all(
        Array.from({ length: max + 30 }, (_, i) => checkFrom(address, `free_name_${i}`)),
      );
      expect(statuses(flood)).toEqual({ 200: max, 429: 30 });
      expectRefusals(flood, 'usernameChecksPerAddressPerMinute');
      expect(messages.usernameChecksReached).toContain('{wait}');
      expect((await checkFrom(`127.${octet()}.${octet()}.1`, 'free_name_x')).status).toBe(200);
    },
  );
});
