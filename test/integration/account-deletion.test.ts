import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { BlockedSender } from '@contract/schemas/blocks';
import type { PresignedPost } from '@contract/schemas/common';
import type { Contact, InnerCircleMember } from '@contract/schemas/contacts';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import type { OpenReport } from '@contract/schemas/reports';
import { callApi, errorMessage } from '../support/api';
import { waitUntilMailedOrGathered } from '../support/gathered-mail';
import { pointHandlersAtTestStack } from '../support/in-process';
import { expectNothingLeftOf, itemsMentioning, tombstoneOf } from '../support/leftovers';
import { waitForReceiptMail } from '../support/mail';
import { makeModerator } from '../support/moderators';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { describeWith, localS3Endpoint, testStack } from '../support/stack';
import { uploadVoiceNote, uploadWithPresignedPost } from '../support/upload';
import { signUpUser, uniqueSuffix } from '../support/users';

/** A real 1×1 PNG. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);

const objectExists = async (key: string) =>
  (await fetch(`${localS3Endpoint()}/${testStack().bucket}/${key}`)).status === 200;

async function allObjectKeys(): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: localS3Endpoint(),
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: testStack().bucket, ContinuationToken: token }),
    );
    found.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token);
  s3.destroy();
  return found;
}

const me = async (m: TestMember) => (await callApi<Me>('GET', '/me', { token: m.idToken })).body;

async function setPhoto(member: TestMember): Promise<string> {
  const post = await callApi<PresignedPost>('POST', '/me/photo-upload', {
    token: member.idToken,
    body: { fileName: 'me.png', contentType: 'image/png', size: png.length },
  });
  await uploadWithPresignedPost(post.body, new Blob([new Uint8Array(png)], { type: 'image/png' }));
  const res = await callApi<{ photoURL: string }>('PUT', '/me/photo', {
    token: member.idToken,
    body: { key: post.body.key },
  });
  expect(res.status).toBe(200);
  return res.body.photoURL.slice(1);
}

const deleteAccount = (member: TestMember, confirmUsername = member.username) =>
  callApi<{ status: string }>('POST', '/me/deletion', { token: member.idToken, body: { confirmUsername } });

async function deleteUntilDone(member: TestMember) {
  for (let calls = 0; calls < 20; calls++) {
    const res = await deleteAccount(member);
    expect(res.status).toBe(200);
    if (res.body.status === 'deleted') return;
  }
  throw new Error('the deletion never finished');
}

/** A member with a bit of everything: photo, pending upload, contacts, circle, sent and received receipts. */
async function livedInAccount(friends: { giver: TestMember; receiver: TestMember; keeper: TestMember }) {
  const tag = uniqueSuffix();
  const doomed = await createVerifiedMember(`Leaving${tag}`, `Member${tag}`);
  const photoKey = await setPhoto(doomed);
  const pendingKey = await uploadVoiceNote(doomed);
  const contact = await callApi<Contact>('POST', '/me/contacts', {
    token: doomed.idToken,
    body: { username: friends.giver.username, name: 'A giver' },
  });
  await callApi('POST', '/me/inner-circle', { token: doomed.idToken, body: { contactId: contact.body.id } });
  // The keeper has the doomed member in their address book and inner circle.
  const kept = await callApi<Contact>('POST', '/me/contacts', {
    token: friends.keeper.idToken,
    body: { username: doomed.username, name: 'Soon gone' },
  });
  await callApi('POST', '/me/inner-circle', {
    token: friends.keeper.idToken,
    body: { contactId: kept.body.id },
  });

  const received = [
    await giveReceipt(friends.giver, doomed, {
      category: 'Work',
      voiceRecording: await uploadVoiceNote(friends.giver),
    }),
    await giveReceipt(friends.giver, doomed, { anonymous: true, category: 'Play' }),
    await giveReceipt(friends.giver, doomed, {}),
  ].map((r) => r.body);
  const sent = [
    await giveReceipt(doomed, friends.receiver, {
      category: 'Health',
      voiceRecording: await uploadVoiceNote(doomed),
    }),
    await giveReceipt(doomed, friends.receiver, { anonymous: true }),
  ].map((r) => r.body);
  await waitForReceiptMail(received[0]!.id);
  await waitUntilMailedOrGathered(
    doomed,
    received.map((r) => r.id),
  );
  return { doomed, photoKey, pendingKey, received, sent, receivedVoice: received[0]!.voiceRecording! };
}

// Local only: it scans DynamoDB Local, lists s3rver's bucket and runs deletion steps in-process.
describeWith('inProcessHandlers')('delete my account', () => {
  let giver: TestMember;
  let receiver: TestMember;
  let keeper: TestMember;

  beforeAll(async () => {
    pointHandlersAtTestStack();
    [giver, receiver, keeper] = await Promise.all([createMember(), createMember(), createMember()]);
  });

  it('asks for the exact username and changes nothing otherwise', async () => {
    const member = await createMember();
    for (const typed of [member.username.toUpperCase(), `${member.username} `.trim().slice(1), 'someone']) {
      const res = await deleteAccount(member, typed);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(messages.deleteAccountConfirmMismatch);
    }
    expect((await me(member)).profile.username).toBe(member.username);
    const noProfile = await signUpUser();
    const res = await callApi('POST', '/me/deletion', {
      token: noProfile.idToken,
      body: { confirmUsername: 'anyone' },
    });
    expect(res.status).toBe(404);
  });

  it('leaves no item or object of the member, frees the username, and keeps everyone else exact', async () => {
    const account = await livedInAccount({ giver, receiver, keeper });
    const { doomed } = account;
    const giverSentBefore = (await me(giver)).counters.sent;
    const receiverBefore = await me(receiver);

    const deletionStarted = Date.now() / 1000;
    await deleteUntilDone(doomed);
    const deletionDone = Date.now() / 1000;

    // Nothing of the member in the table: not their id, username, e-mail or name.
    await expectNothingLeftOf(doomed);
    // Their photo, pending upload and the voice note of a receipt they received are gone; the voice note
    // of a receipt they gave stays with its recipient.
    const objects = await allObjectKeys();
    for (const key of [account.photoKey, account.pendingKey, account.receivedVoice]) {
      expect(objects).not.toContain(key);
      expect(await objectExists(key)).toBe(false);
    }
    expect(await objectExists(account.sent[0]!.voiceRecording!)).toBe(true);

    // The giver's counters gave the deleted receipts back, and equal a recount.
    const giverNow = await me(giver);
    expect(giverNow.counters.sent).toBe(giverSentBefore - account.received.length);
    expect(giverNow.counters.sent).toBe((await allReceipts(giver, 'sent')).length);
    // The receiver keeps their receipts, now from "Former member" (the anonymous one stays anonymous).
    const receiverNow = await me(receiver);
    expect(receiverNow.counters).toEqual(receiverBefore.counters);
    const kept = (await allReceipts(receiver, 'received')).filter((r) =>
      account.sent.some((s) => s.id === r.id),
    );
    expect(kept.map((r: Receipt) => [r.senderId, r.senderName]).sort()).toEqual([
      ['anonymous', 'Anonymous'],
      ['former-member', messages.formerMember],
    ]);
    expect(
      (await callApi('GET', `/receipts/${account.sent[0]!.id}/voice`, { token: receiver.idToken })).status,
    ).toBe(200);
    // The keeper's address-book entry and inner-circle place went; the circle counter is exact.
    const keeperMe = await me(keeper);
    const circle = await callApi<{ items: InnerCircleMember[] }>('GET', '/me/inner-circle', {
      token: keeper.idToken,
    });
    expect(keeperMe.counters.innerCircle).toBe(circle.body.items.length);
    expect(circle.body.items.some((m) => m.username === doomed.username)).toBe(false);

    // The tombstone outlives every ID token issued before the deletion, and TTL removes it soon after.
    const [tombstone] = (await itemsMentioning([doomed.userId])) as { expiresAt: number }[];
    const tokenSeconds = limits.idTokenMinutes * 60;
    expect(tombstone!.expiresAt).toBeGreaterThan(deletionStarted + tokenSeconds);
    expect(tombstone!.expiresAt).toBeLessThan(deletionDone + tokenSeconds + 15 * 60);
    // A token issued before the deletion (a tab left open) brings nothing back: the account check refuses it
    // (test/integration/ended-accounts.test.ts goes through every route).
    const recreate = await callApi('PUT', '/me/profile', {
      token: doomed.idToken,
      body: { username: doomed.username, firstName: 'Ghost', lastName: 'Tab' },
    });
    expect([recreate.status, errorMessage(recreate)]).toEqual([401, messages.accountNoLongerExists]);
    expect((await deleteAccount(doomed)).status).toBe(401);
    expect(await itemsMentioning([doomed.userId, doomed.username])).toEqual([tombstoneOf(doomed)]);

    // The username is free: a new sign-up claims it.
    const again = await createMember('Back', 'Again', doomed.username);
    expect((await me(again)).profile.username).toBe(doomed.username);
  }, 120_000);

  it('finishes a deletion that was cut short, when run again', async () => {
    const { beginDeletion, continueDeletion } = await import(
      '../../functions/store/account/account-deletion'
    );
    const { getProfile } = await import('../../functions/store/profiles/profiles');
    const account = await livedInAccount({ giver, receiver, keeper });
    const { doomed } = account;
    const profile = await getProfile(doomed.userId);
    const marker = await beginDeletion(doomed.userId, profile!, new Date().toISOString());
    // Cut short after the received receipts: profile and claim gone, sent receipts still name the member.
    expect(await continueDeletion(doomed.userId, marker, Date.now() + 60_000, 'receivedReceipts')).toBe(
      false,
    );
    expect(await itemsMentioning([doomed.userId])).not.toEqual([]);
    // While it is under way, the account's tokens are refused everywhere but to resume it.
    const meDuring = await callApi('GET', '/me', { token: doomed.idToken });
    expect([meDuring.status, errorMessage(meDuring)]).toEqual([401, messages.accountNoLongerExists]);

    // The same confirmation resumes it.
    await deleteUntilDone(doomed);
    await expectNothingLeftOf(doomed);
    expect(await objectExists(account.photoKey)).toBe(false);
    expect((await me(giver)).counters.sent).toBe((await allReceipts(giver, 'sent')).length);
  }, 120_000);

  it('goes through receipts withheld by blocks and reports, both ways; reports stay for moderators without the member', async () => {
    const tag = uniqueSuffix();
    const doomed = await createMember(`Blocked${tag}`, `Reported${tag}`);
    const [blocker, reporter] = await Promise.all([createMember(), createMember()]);
    const moderator = await makeModerator(await createMember());
    const post = (who: TestMember, path: string, body: object = {}) =>
      callApi('POST', path, { token: who.idToken, body });
    // As sender: one person blocked the member (from a named and from an anonymous receipt), one reported them.
    const toBlocker = (await giveReceipt(doomed, blocker, { voiceRecording: await uploadVoiceNote(doomed) }))
      .body;
    const toBlockerAnonymously = (await giveReceipt(doomed, blocker, { anonymous: true })).body;
    const toReporter = (await giveReceipt(doomed, reporter, { receiptText: `Reported sender ${tag}` })).body;
    expect((await post(blocker, `/receipts/${toBlocker.id}/block`)).status).toBe(200);
    expect((await post(blocker, `/receipts/${toBlockerAnonymously.id}/block`)).status).toBe(200);
    expect((await post(reporter, `/receipts/${toReporter.id}/report`, { reason: 'spam' })).status).toBe(200);
    // As recipient: the member reported one of the giver's receipts (with a voice note) and blocked the giver.
    const giverSentBefore = (await me(giver)).counters.sent;
    const reported = (
      await giveReceipt(giver, doomed, {
        receiptText: `Reported by the member ${tag}`,
        voiceRecording: await uploadVoiceNote(giver),
      })
    ).body;
    const blockedFrom = (await giveReceipt(giver, doomed)).body;
    expect(
      (await post(doomed, `/receipts/${reported.id}/report`, { reason: 'other', text: 'Unkind' })).status,
    ).toBe(200);
    expect((await post(doomed, `/receipts/${blockedFrom.id}/block`)).status).toBe(200);

    await deleteUntilDone(doomed);

    await expectNothingLeftOf(doomed);
    // The withheld receipts the member received went with their voice note and the giver's counts.
    expect(await objectExists(reported.voiceRecording!)).toBe(false);
    const giverNow = await me(giver);
    expect(giverNow.counters.sent).toBe(giverSentBefore);
    expect(giverNow.counters.sent).toBe((await allReceipts(giver, 'sent')).length);
    // The blocker's list keeps both rows, the named one now "Former member"; the anonymous one stays unnamed.
    const blocks = await callApi<{ items: BlockedSender[] }>('GET', '/me/blocks', { token: blocker.idToken });
    expect(blocks.body.items.map((b) => b.name).sort()).toEqual([messages.formerMember, null].sort());
    // Both reports stay open with their content, and a moderator can still remove them.
    const open = await callApi<{ items: OpenReport[] }>('GET', '/moderation/reports', {
      token: moderator.idToken,
      query: { limit: '50' },
    });
    const mine = open.body.items.filter((r) => r.receipt.receiptText.endsWith(tag));
    expect(mine.map((r) => r.receipt.receiptText).sort()).toEqual(
      [`Reported by the member ${tag}`, `Reported sender ${tag}`].sort(),
    );
    for (const report of mine) {
      expect((await post(moderator, `/moderation/reports/${report.id}/remove`)).status).toBe(200);
    }
    expect((await allReceipts(reporter, 'received')).some((r) => r.id === toReporter.id)).toBe(false);
    expect((await me(giver)).counters.sent).toBe(giverSentBefore);
  }, 120_000);
});
