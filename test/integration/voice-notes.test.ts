import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import * as messages from '@contract/messages';
import type { PresignedPost } from '@contract/schemas/common';
import { CreateReceiptRequest } from '@contract/schemas/receipts';
import { callApi, errorMessage } from '../support/api';
import { pointHandlersAtTestStack, underRole } from '../support/in-process';
import { membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { describeWith, localS3Endpoint, testStack } from '../support/stack';
import { uploadWithPresignedPost } from '../support/upload';
import { signUpUser } from '../support/users';

const webm = new Blob([Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex')], {
  type: 'audio/webm',
});

async function uploadVoice(member: TestMember, blob: Blob = webm): Promise<string> {
  const post = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
    token: member.idToken,
    body: { contentType: 'audio/webm;codecs=opus', size: blob.size },
  });
  expect(post.status).toBe(200);
  expect(post.body.key).toMatch(/^pending\/[0-9a-f-]{36}$/);
  expect(await uploadWithPresignedPost(post.body, blob)).toBeLessThan(300);
  return post.body.key;
}

// Local-only: reads media objects straight from the emulated bucket.
describeWith('readMediaObjects')('voice notes', () => {
  const members = membersBeforeAll('sender', 'recipient', 'stranger');

  it('are playable by the sender and the recipient only', async () => {
    const { sender, recipient, stranger } = members;
    const key = await uploadVoice(sender);
    const { body: receipt, status } = await giveReceipt(sender, recipient, { voiceRecording: key });
    expect(status).toBe(201);
    // Attached: copied out of the expiring pending prefix to an opaque key.
    expect(receipt.voiceRecording).toMatch(/^voice_recordings\/[0-9a-f-]{36}\.webm$/);
    expect((await fetch(`${localS3Endpoint()}/${testStack().bucket}/${key}`)).status).toBe(404);
    for (const member of [recipient, sender]) {
      const link = await callApi<{ url: string }>('GET', `/receipts/${receipt.id}/voice`, {
        token: member.idToken,
      });
      expect(link.status).toBe(200);
      // Site-relative: the site (CloudFront in AWS) serves it, with the headers S3 cannot send.
      expect(link.body.url).toMatch(/^\/voice_recordings\/[0-9a-f-]{36}\.webm\?X-Amz-/);
      const audio = await fetch(new URL(link.body.url, testStack().siteUrl));
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/webm');
      expect(audio.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await audio.arrayBuffer()).equals(Buffer.from(await webm.arrayBuffer()))).toBe(true);
    }
    const denied = await callApi('GET', `/receipts/${receipt.id}/voice`, { token: stranger.idToken });
    expect(denied.status).toBe(404);
  });

  it("refuses another user's key, a missing object and a non-audio upload", async () => {
    const { sender, recipient, stranger } = members;
    const theirs = await uploadVoice(stranger);
    const foreign = await giveReceipt(sender, recipient, { voiceRecording: theirs });
    expect(foreign.status).toBe(403);

    for (const key of [`voice_recordings/${sender.userId}/receipt_1.webm`, `pending/${randomUUID()}`]) {
      const notHanded = await giveReceipt(sender, recipient, { voiceRecording: key });
      expect(notHanded.status).toBe(403);
      expect(errorMessage(notHanded)).toBe(messages.failedToUploadVoice);
    }

    const never = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
      token: sender.idToken,
      body: { contentType: 'audio/webm', size: 10 },
    });
    const missing = await giveReceipt(sender, recipient, { voiceRecording: never.body.key });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe(messages.failedToUploadVoice);

    const post = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
      token: sender.idToken,
      body: { contentType: 'audio/webm', size: 10 },
    });
    await uploadWithPresignedPost(
      { ...post.body, fields: { ...post.body.fields, 'Content-Type': 'text/plain' } },
      new Blob(['not audio']),
    );
    const wrongType = await giveReceipt(sender, recipient, { voiceRecording: post.body.key });
    expect(wrongType.status).toBe(400);

    // Labelled audio/webm, but not WebM inside.
    const fake = await uploadVoice(sender, new Blob(['<html>not audio</html>'], { type: 'audio/webm' }));
    const fakeAudio = await giveReceipt(sender, recipient, { voiceRecording: fake });
    expect(fakeAudio.status).toBe(400);
    expect(errorMessage(fakeAudio)).toBe(messages.failedToUploadVoice);
  });

  it('belongs to one receipt: a second receipt cannot reuse it, a retried submit gets the first', async () => {
    const { sender, recipient } = members;
    const key = await uploadVoice(sender);
    const clientRequestId = randomUUID();
    const first = await giveReceipt(sender, recipient, { voiceRecording: key, clientRequestId });
    expect(first.status).toBe(201);
    const retried = await giveReceipt(sender, recipient, { voiceRecording: key, clientRequestId });
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(first.body.id);
    const reused = await giveReceipt(sender, recipient, { voiceRecording: key });
    expect(reused.status).toBe(403);
  });

  it('refuses an upload from a user who has not finished profile setup', async () => {
    const newcomer = await signUpUser();
    const res = await callApi('POST', '/receipts/voice-upload', {
      token: newcomer.idToken,
      body: { contentType: 'audio/webm', size: 10 },
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toBe(messages.profileRequired);
  });

  it('refuses to presign anything but small webm audio', async () => {
    const { sender } = members;
    for (const body of [
      { contentType: 'image/png', size: 10 },
      { contentType: 'audio/webm', size: 50 * 1024 * 1024 },
    ]) {
      const res = await callApi('POST', '/receipts/voice-upload', { token: sender.idToken, body });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(messages.failedToUploadVoice);
    }
  });
});

// In-process: the attacker's re-upload is made to land exactly between the check and the copy.
describeWith('inProcessHandlers')('a voice note replaced while it is being sent', () => {
  const members = membersBeforeAll('sender');

  it('is refused, and neither the replacement nor the original is kept', async () => {
    const { sender } = members;
    const post = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
      token: sender.idToken,
      body: { contentType: 'audio/webm', size: webm.size },
    });
    expect(await uploadWithPresignedPost(post.body, webm)).toBeLessThan(300);

    pointHandlersAtTestStack();
    const { s3 } = await import('../../functions/store/platform/s3-client');
    const { prepareVoiceNote } = await import('../../functions/sending/voice-note');
    const { hasMedia } = await import('../../functions/store/media/media');
    const send = s3.send.bind(s3) as (command: unknown) => Promise<unknown>;
    const copiedTo: string[] = [];
    const spy = jest.spyOn(s3, 'send').mockImplementation((async (command: unknown) => {
      if (command instanceof CopyObjectCommand && !copiedTo.length) {
        copiedTo.push(command.input.Key ?? '');
        // The same presigned form, posted again with something else inside.
        const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'audio/webm' });
        expect(await uploadWithPresignedPost(post.body, html)).toBeLessThan(300);
      }
      return send(command);
    }) as typeof s3.send);
    try {
      expect(await prepareVoiceNote(sender.userId, post.body.key)).toBe('unreadable');
    } finally {
      spy.mockRestore();
    }
    expect(copiedTo).toHaveLength(1);
    expect(await hasMedia(copiedTo[0]!)).toBe(false);
    expect(await hasMedia(post.body.key)).toBe(false);
  });
});

// In-process: a first try of a send (its answer lost to a deadline) finishes while its retry is checking the
// voice note, taking the pending copy away between the retry's ownership check and its read.
describeWith('inProcessHandlers')(
  'a retried send whose first try finishes during its voice-note check',
  () => {
    const members = membersBeforeAll('sender', 'recipient');

    it('gets the first try’s receipt, not a refusal', async () => {
      const { sender, recipient } = members;
      const voiceRecording = await uploadVoice(sender);
      // As the handler gets it: parsed, with the schema's defaults.
      const request = CreateReceiptRequest.parse({
        clientRequestId: randomUUID(),
        recipientId: recipient.userId,
        receiptText: `Raced ${randomUUID()}`,
        category: 'Work',
        voiceRecording,
      });

      pointHandlersAtTestStack();
      const { s3 } = await import('../../functions/store/platform/s3-client');
      const { sendReceipt } = await import('../../functions/sending/send-receipt');
      const send = underRole('functions/handlers/receipts.ts', sendReceipt);
      const realSend = s3.send.bind(s3) as (command: unknown) => Promise<unknown>;
      let firstTry: Awaited<ReturnType<typeof sendReceipt>> | undefined;
      let raced = false;
      const spy = jest.spyOn(s3, 'send').mockImplementation((async (command: unknown) => {
        if (!raced && command instanceof GetObjectCommand && command.input.Key === voiceRecording) {
          raced = true;
          firstTry = await send(sender.userId, request, () => {});
        }
        return realSend(command);
      }) as typeof s3.send);
      let retry: Awaited<ReturnType<typeof sendReceipt>>;
      try {
        retry = await send(sender.userId, request, () => {});
      } finally {
        spy.mockRestore();
      }
      expect(firstTry?.kind).toBe('created');
      expect(retry.kind).toBe('repeated');
      if (firstTry?.kind !== 'created' || retry.kind !== 'repeated') return;
      expect(retry.receipt.id).toBe(firstTry.receipt.id);
      expect((await allReceipts(recipient, 'received')).map((r) => r.id)).toEqual([firstTry.receipt.id]);
    });
  },
);
