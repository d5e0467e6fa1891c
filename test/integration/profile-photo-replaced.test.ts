import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { PresignedPost } from '@contract/schemas/common';
import type { PersonalInfo } from '@contract/schemas/profile';
import sharp from 'sharp';
import { callApi } from '../support/api';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { createMember } from '../support/profiles';
import { describeWith } from '../support/stack';
import { uploadDeclaring } from '../support/upload';

/** What the attacker posts to the same form once the photo has been checked: an SVG, labelled a PNG. */
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><script>alert(1)</script><rect width="300" height="200" fill="red"/></svg>',
);

// In-process: the re-upload is made to land exactly after the server's read of the photo.
describeWith('inProcessHandlers')('a profile photo replaced while it is being attached', () => {
  it('is remade from the very bytes that were checked: one read, whatever is posted after it', async () => {
    const member = await createMember();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const post = await callApi<PresignedPost>('POST', '/me/photo-upload', {
      token: member.idToken,
      body: { fileName: 'me.png', contentType: 'image/png', size: photo.length },
    });
    expect(await uploadDeclaring(post.body, photo, 'image/png')).toBeLessThan(300);

    pointHandlersAtTestStack();
    const { s3 } = await import('../../functions/store/platform/s3-client');
    const { handler } = await import('../../functions/handlers/media');
    const { hasMedia } = await import('../../functions/store/media/media');
    const send = s3.send.bind(s3) as (command: unknown) => Promise<{ Body?: unknown }>;
    const reads: (string | undefined)[] = [];
    const spy = jest.spyOn(s3, 'send').mockImplementation((async (command: unknown) => {
      const answer = await send(command);
      if (!(command instanceof GetObjectCommand) || command.input.Key !== post.body.key) return answer;
      reads.push(command.input.Range);
      // All this read answered is taken first; then the same presigned form is posted again.
      const bytes = await (
        answer.Body as { transformToByteArray(): Promise<Uint8Array> }
      ).transformToByteArray();
      if (reads.length === 1) expect(await uploadDeclaring(post.body, svg, 'image/png')).toBeLessThan(300);
      return { ...answer, Body: { transformToByteArray: async () => bytes } };
    }) as typeof s3.send);
    let res: { status: number; body: unknown };
    try {
      res = await invoke(handler, 'PUT /me/photo', member.userId, { body: { key: post.body.key } });
    } finally {
      spy.mockRestore();
    }
    expect(reads).toHaveLength(1);
    expect(res.status).toBe(200);
    const info = res.body as PersonalInfo;
    expect(info.photoVariants).toEqual([{ url: info.photoURL, width: 40, height: 30 }]);
    expect(await hasMedia(post.body.key)).toBe(false);
  });
});
