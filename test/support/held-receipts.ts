import { limits } from '@contract/limits';
import { pointHandlersAtTestStack, underRole } from './in-process';
import { capabilities, testStack } from './stack';

const deliveryEntry = 'functions/events/deliver-held.ts';

/**
 * Runs `work` with the store code pointed at the stack's table: locally in the delivery function's role
 * (as the local stack runs it); on a stage described by its outputs, with the test runner's own access to
 * the table, as the tests that read it do (the SDK finds the endpoint and credentials in the environment).
 */
async function asDelivery<R>(work: () => Promise<R>): Promise<R> {
  if (capabilities().inProcessHandlers) {
    pointHandlersAtTestStack();
    return underRole(deliveryEntry, work)();
  }
  const { tableName, bucket, region } = testStack();
  // The delivery writes an anonymous voice note again in place (held-receipts.ts), so it needs the bucket;
  // the local stack told as outputs has its S3 emulator, which takes only its own keys (s3-client.ts).
  const emulatedS3 = process.env.AWS_ENDPOINT_URL_S3;
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    MEDIA_BUCKET: bucket,
    AWS_REGION: region,
    LOG_LEVEL: 'silent',
    ...(emulatedS3 ? { S3_ENDPOINT: emulatedS3 } : {}),
  });
  return work();
}

/**
 * Brings `recipient`'s daily delivery forward to now: each receipt (and follow-up answer) held for them is delivered as the
 * delivery function delivers it (the same store code). Only theirs, so a test elsewhere that watches its own
 * held receipt is not disturbed.
 */
export function deliverHeldTo(recipient: { userId: string }) {
  return asDelivery(async () => {
    const { deliverHeld } = await import('../../functions/store/receipts/held-receipts');
    const { table } = await import('../../functions/store/platform/table');
    const queries = await import('../../functions/store/platform/queries');
    const { heldAnswersOf } = await import('../../functions/store/receipts/follow-up-delivery');
    const { Items = [] } = await table.query({ ...queries.held(recipient.userId), ConsistentRead: true });
    // Anonymous follow-up answers held for them are delivered by the same run.
    return Promise.all([...Items, ...(await heldAnswersOf(recipient.userId))].map(deliverHeld));
  });
}

/**
 * The delivery run itself (the schedule's; `all` as `npm run deliver -- --all`), for everyone or for one
 * `recipientId` (a run for everyone with `all` would deliver what tests running beside it watch held).
 */
export function runDelivery(request: { all?: boolean; recipientId?: string } = {}) {
  return asDelivery(async () => {
    const { handler } = await import('../../functions/events/deliver-held');
    return handler(request);
  });
}

/** A time at the delivery hour a new member has (in UTC): when their anonymous receipts arrive, on any day. */
export const atDefaultDeliveryHour = new RegExp(
  `T${String(limits.anonymousDeliveryDefaultHour).padStart(2, '0')}:00:00\\.000Z$`,
);
