import { oneClickUnsubscribePath } from '@contract/mail-links';
import { sitePaths } from '@contract/site-paths';
import { baseUrl, envNames } from '../config';
import { digestEmail } from '../domain/digest-email';
import { mayEmail } from '../domain/mail-permission';
import { unsubscribeToken } from '../domain/unsubscribe-token';
import { sendMail } from '../mail/transport';
import { claimDigest, markDigestSent, releaseDigest } from '../store/mail/digest-markers';
import { notificationTargetOf } from '../store/mail/notifications';
import { composeDigest } from './compose';
import type { DigestJob } from './digest-job';

export type DigestOutcome = 'sent' | 'notMailable' | 'alreadySent';

/**
 * One member's digest of one week, at most once:
 * 1. read the member: opted in, and the one mail rule (`mayEmail`, with the digest's own switch);
 * 2. compose it (reads only);
 * 3. claim `DIGEST#<week>` with a conditional put: a redelivered message or a re-planned week stops here;
 * 4. send; when the send fails with an answer, give the claim back so the queue's retry sends it;
 * 5. mark the claim `sent`.
 * A crash between 4 and 5 (or a lost answer from SES) leaves the claim `sending`, and it is never sent again:
 * SES has no idempotency key, so a retry could not know whether the first e-mail went out, and a missing
 * weekly digest costs less than a doubled one. Such claims are counted by their state for an operator.
 */
export async function sendDigest(job: DigestJob, now = new Date()): Promise<DigestOutcome> {
  const target = await notificationTargetOf(job.userId);
  if (!target?.digestOn || !mayEmail({ ...target, emailOn: target.digestOn })) return 'notMailable';
  const content = await composeDigest({ userId: job.userId, firstName: target.firstName }, job);
  if (!(await claimDigest(job.userId, job.isoWeek, now))) return 'alreadySent';

  const site = baseUrl(envNames.siteUrl);
  const api = baseUrl(envNames.apiUrl);
  const token = encodeURIComponent(unsubscribeToken(job.userId, target.unsubscribeKey));
  const message = digestEmail(content, target.email, {
    hub: `${site}${sitePaths.hub}`,
    giveTo: (username) => `${site}${sitePaths.give}?to=${encodeURIComponent(username)}`,
    unsubscribe: `${site}${sitePaths.unsubscribe}?token=${token}&list=digest`,
    oneClickUnsubscribe: `${api}${oneClickUnsubscribePath}?token=${token}&list=digest`,
  });
  try {
    await sendMail(message);
  } catch (error) {
    await releaseDigest(job.userId, job.isoWeek);
    throw error;
  }
  await markDigestSent(job.userId, job.isoWeek, now);
  return 'sent';
}
