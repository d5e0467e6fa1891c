/**
 * Digest test helpers. They load the store (its DynamoDB client reads the endpoint when loaded): import this
 * module dynamically, after `pointHandlersAtTestStack()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DigestJob } from '../../functions/digest/digest-job';
import { newUnsubscribeKey } from '../../functions/domain/unsubscribe-token';
import * as keys from '../../functions/store/platform/keys';
import { sqsEventOf } from '../../infra/local/digest-runner';
import type { LocalMail } from './mail';
import { writeAll } from './seed';
import { testStack } from './stack';

/** Every digest e-mail of `isoWeek` in the local mail folder, by recipient address. */
export function digestMailsOf(isoWeek: string): Map<string, LocalMail[]> {
  const dir = testStack().local?.mailDir ?? '';
  const byAddress = new Map<string, LocalMail[]>();
  for (const file of readdirSync(dir)) {
    const raw = readFileSync(join(dir, file), 'utf8');
    if (!raw.includes(`X-Digest-Week: ${isoWeek}\r\n`)) continue;
    const [head = '', ...body] = raw.split('\r\n\r\n');
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
    );
    const mail = { headers, text: body.join('\r\n\r\n'), raw };
    byAddress.set(headers.To ?? '', [...(byAddress.get(headers.To ?? '') ?? []), mail]);
  }
  return byAddress;
}

/** A job of the sender's queue as SQS delivers it (one message per job). */
export const deliveryOf = (job: DigestJob, messageId = `${job.isoWeek}:${job.userId}`) =>
  sqsEventOf([{ messageId, job, receiveCount: 1 }]);

/**
 * `count` opted-in members with verified addresses, written straight into the table with batch writes (a
 * profile as sign-up stores it, with the digest on, and its subscription item): fast enough for thousands.
 */
export async function seedDigestSubscribers(
  count: number,
  stem: string,
): Promise<{ userId: string; email: string }[]> {
  const now = new Date().toISOString();
  const members = Array.from({ length: count }, (_, i) => ({
    userId: `${stem}-${i}`,
    email: `${stem}-${i}@digest.example.com`,
  }));
  await writeAll(
    members.flatMap(({ userId, email }) => [
      {
        ...keys.profile(userId),
        entity: 'profile',
        userId,
        email,
        firstName: 'Seeded',
        lastName: 'Subscriber',
        verificationStatus: { email: true, phone: false },
        digest: true,
        digestOfferedAt: now,
        unsubscribeKey: newUnsubscribeKey(),
        createdAt: now,
        updatedAt: now,
      },
      { ...keys.digestSubscription(userId), entity: 'digestSubscription', userId, since: now },
    ]),
  );
  return members;
}
