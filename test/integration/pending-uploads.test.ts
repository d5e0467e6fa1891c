import type { PresignedPost } from '@contract/schemas/common';
import { sweepPendingUploads } from '../../infra/local/pending-sweep';
import { callApi } from '../support/api';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith, localS3Endpoint, testStack } from '../support/stack';
import { uploadWithPresignedPost } from '../support/upload';

const webm = new Uint8Array(Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex'));
const objectUrl = (key: string) => `${localS3Endpoint()}/${testStack().bucket}/${key}`;

// Local-only: reads media objects straight from the emulated bucket.
describeWith('readMediaObjects')('unattached uploads', () => {
  it('expire from the pending prefix locally, while attached ones stay', async () => {
    const [sender, recipient] = await Promise.all([createMember(), createMember()]);
    const upload = async () => {
      const post = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
        token: sender.idToken,
        body: { contentType: 'audio/webm', size: webm.length },
      });
      expect(await uploadWithPresignedPost(post.body, new Blob([webm]))).toBeLessThan(300);
      return post.body.key;
    };
    const [abandoned, attached] = [await upload(), await upload()];
    const receipt = await giveReceipt(sender, recipient, { voiceRecording: attached });
    expect(receipt.status).toBe(201);

    // Nothing is old enough yet: the sweep leaves the pending upload alone.
    const { bucket } = testStack();
    const s3Endpoint = localS3Endpoint();
    const mine = new Set([abandoned, attached]);
    expect(await sweepPendingUploads(s3Endpoint, bucket, new Date(Date.now() - 60_000), mine)).not.toContain(
      abandoned,
    );
    expect((await fetch(objectUrl(abandoned))).status).toBe(200);

    // Once past its age (here: a cut-off in the future), the unattached upload is deleted.
    const swept = await sweepPendingUploads(s3Endpoint, bucket, new Date(Date.now() + 60_000), mine);
    expect(swept).toContain(abandoned);
    expect((await fetch(objectUrl(abandoned))).status).toBe(404);
    expect((await fetch(objectUrl(receipt.body.voiceRecording!))).status).toBe(200);
  });
});
