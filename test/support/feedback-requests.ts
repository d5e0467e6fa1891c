import type {
  FeedbackRequest,
  FeedbackRequestForGiver,
  FeedbackRequestForMe,
} from '@contract/schemas/feedback-requests';
import { ulid } from 'ulid';
import { callApi } from './api';
import { pointHandlersAtTestStack, underRole } from './in-process';
import type { TestMember } from './profiles';
import { capabilities, testStack } from './stack';

export const ask = (who: TestMember, question: string, recipients?: string[]) =>
  callApi<FeedbackRequest>('POST', '/me/feedback-requests', {
    token: who.idToken,
    body: { question, ...(recipients ? { recipients } : {}) },
  });

/** The first page of the member's requests, as `/app/requests` reads it. */
export const myRequests = async (who: TestMember) =>
  (await callApi<{ items: FeedbackRequest[] }>('GET', '/me/feedback-requests', { token: who.idToken })).body
    .items;

/** A giver opening the request's link. */
export const readRequest = (giver: TestMember, askerId: string, requestId: string) =>
  callApi<FeedbackRequestForGiver>('GET', `/users/${askerId}/feedback-requests/${requestId}`, {
    token: giver.idToken,
  });

/** Runs store code against the stack's table, in the receipts function's role where it runs in-process. */
export async function asReceiptsFunction<R>(work: () => Promise<R>): Promise<R> {
  if (capabilities().inProcessHandlers) {
    pointHandlersAtTestStack();
    return underRole('functions/handlers/receipts.ts', work)();
  }
  const { tableName, region } = testStack();
  Object.assign(process.env, { TABLE_NAME: tableName, AWS_REGION: region, LOG_LEVEL: 'silent' });
  return work();
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A request the member made `daysAgo` days ago, written through the store as the API would have written it
 * then: the clock is the test's, not the wall's.
 */
export function askedDaysAgo(asker: TestMember, daysAgo: number, question = 'What should I keep doing?') {
  return asReceiptsFunction(async () => {
    const { saveFeedbackRequest } = await import('../../functions/store/receipts/feedback-requests');
    const { closesAtFor } = await import('../../functions/domain/feedback-requests');
    const at = new Date(Date.now() - daysAgo * dayMs);
    const id = ulid(at.getTime());
    const request = {
      id,
      askerId: asker.userId,
      question,
      recipients: [],
      createdAt: at.toISOString(),
      closesAt: closesAtFor(at),
      answers: [],
    };
    expect(await saveFeedbackRequest(request, at)).toBe('saved');
    return id;
  });
}

/** The first page of the open requests the member was sent as a chosen contact ("Asked of you"). */
export const requestsForMe = async (who: TestMember) =>
  (
    await callApi<{ items: FeedbackRequestForMe[] }>('GET', '/me/feedback-requests-for-me', {
      token: who.idToken,
    })
  ).body.items;

/** The copy of a request in a contact's list, closed `daysAgo` days ago (the test's clock, not the wall's). */
export function closeForMe(recipient: TestMember, requestId: string, daysAgo: number) {
  return asReceiptsFunction(async () => {
    const keys = await import('../../functions/store/platform/keys');
    const { table } = await import('../../functions/store/platform/table');
    await table.update({
      Key: keys.feedbackRequestForMe(recipient.userId, requestId),
      UpdateExpression: 'SET closesAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - daysAgo * dayMs).toISOString() },
    });
  });
}

/** The asker's one reminder to the contacts who have not answered. */
export const resend = (asker: TestMember, requestId: string) =>
  callApi<FeedbackRequest>('POST', `/me/feedback-requests/${requestId}/resend`, {
    token: asker.idToken,
    body: {},
  });

/**
 * A contact's copy of a request dated as if asked `daysAgo` days ago (the test's clock, not the wall's): its
 * reminder falls due `limits.feedbackRequestReminder.afterDays` after that. Only while it waits for one.
 */
export function askedOfDaysAgo(recipient: TestMember, requestId: string, daysAgo: number) {
  return asReceiptsFunction(async () => {
    const keys = await import('../../functions/store/platform/keys');
    const { table } = await import('../../functions/store/platform/table');
    const { remindAtFor } = await import('../../functions/domain/feedback-requests');
    const remindAt = remindAtFor(new Date(Date.now() - daysAgo * dayMs));
    await table.update({
      Key: keys.feedbackRequestForMe(recipient.userId, requestId),
      UpdateExpression: 'SET remindAt = :at, GSI2SK = :sk',
      ConditionExpression: 'attribute_exists(GSI2PK)',
      ExpressionAttributeValues: {
        ':at': remindAt,
        ':sk': keys.requestReminderIndex(remindAt, recipient.userId, requestId).GSI2SK,
      },
    });
  });
}

/** A contact's copy of a request as the table holds it, or null once answered (or never sent). */
export function copyOf(recipient: TestMember, requestId: string) {
  return asReceiptsFunction(async () => {
    const keys = await import('../../functions/store/platform/keys');
    const { table } = await import('../../functions/store/platform/table');
    return (
      (await table.get({
        Key: keys.feedbackRequestForMe(recipient.userId, requestId),
        ConsistentRead: true,
      })) ?? null
    );
  });
}
