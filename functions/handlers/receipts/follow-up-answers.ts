import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { ulid as randomUlid, ulid } from 'ulid';
import { deliveryAt, deliveryDayOf, deliveryTimeFor } from '../../domain/delivery-time';
import { askView, type StoredFollowUpAnswer, type StoredFollowUpAsk } from '../../domain/follow-ups';
import { harshnessOf } from '../../domain/harshness';
import { sharingSettingsOf } from '../../domain/profile';
import type { Operation } from '../../http/api-handler';
import { badRequest, HttpError } from '../../http/errors';
import { getProfile } from '../../store/profiles/profiles';
import {
  answerHeld,
  answerNamed,
  declineAsk,
  pageOfAsks,
  readForAnswer,
  type SettleOutcome,
} from '../../store/receipts/follow-up-answers';

const notFound = () => new HttpError(404, errorCodes.notFound, messages.followUpNotFound);

/** The caller's ask, or 404 alike for an unknown id, another's, an ended asker's and a blocked pair's. */
async function openAsk(giverId: string, followUpId: string) {
  const found = await readForAnswer(giverId, followUpId);
  if (!found || found.closed) throw notFound();
  if (found.ask.status !== 'pending')
    throw new HttpError(409, errorCodes.conflict, messages.followUpAlreadyAnswered);
  return found.ask;
}

function settled(ask: StoredFollowUpAsk, outcome: SettleOutcome, as: StoredFollowUpAnswer | 'declined') {
  if (outcome === 'alreadySettled')
    throw new HttpError(409, errorCodes.conflict, messages.followUpAlreadyAnswered);
  if (outcome === 'gone') throw notFound();
  if (as === 'declined') return askView({ ...ask, status: 'declined' });
  const { change, text, answeredAt } = as;
  return askView({ ...ask, status: 'answered', yourAnswer: { change, text, answeredAt } });
}

export const listFollowUpsToAnswer: Operation<'listFollowUpsToAnswer'> = async ({ caller }) => {
  const page = await pageOfAsks(caller.userId, undefined, limits.pageSizeDefault);
  return { items: page.items.map(askView), cursor: page.cursor };
};

/**
 * A giver's answer. A named giver's is on the asker's follow-up at once; an anonymous giver's is held until
 * the asker's delivery, dated then, with an id made of that day, so nothing of it says who or when; the
 * giver's own copy is dated when they wrote it.
 */
export const answerFollowUp: Operation<'answerFollowUp'> = async ({ caller, params, body }) => {
  const ask = await openAsk(caller.userId, params.followUpId);
  if ((await harshnessOf(body.text)) === 'refused') throw badRequest(messages.followUpAnswerRefused);
  const now = new Date();
  if (!ask.anonymous) {
    const giver = await getProfile(caller.userId);
    const giverName = giver ? giver.fullName || giver.username : messages.followUpAnswerAnonymous;
    const answer = { id: ulid(now.getTime()), ...body, giverName, answeredAt: now.toISOString() };
    return settled(ask, await answerNamed(ask, answer), answer);
  }
  const asker = await getProfile(ask.askerId);
  if (!asker) throw notFound();
  const { deliveryHour, timeZone } = deliveryAt(sharingSettingsOf(asker.sharingSettings), now);
  const deliversAt = deliveryTimeFor(now, deliveryHour, timeZone);
  const at = deliversAt.toISOString();
  const id = randomUlid(deliveryDayOf(deliversAt).getTime());
  const answer = { id, ...body, giverName: null, answeredAt: at };
  const writtenAt = now.toISOString();
  const outcome = await answerHeld(
    ask,
    { answer, askerId: ask.askerId, giverId: caller.userId, followUpId: ask.id, deliversAt: at },
    writtenAt,
  );
  return settled(ask, outcome, { ...answer, answeredAt: writtenAt });
};

export const declineFollowUp: Operation<'declineFollowUp'> = async ({ caller, params }) => {
  const ask = await openAsk(caller.userId, params.followUpId);
  return settled(ask, await declineAsk(ask), 'declined');
};
