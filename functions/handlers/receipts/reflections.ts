import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { notFound } from '../../http/errors';
import {
  pageOfJournal,
  getReflection as readReflection,
  removeReflection,
  saveReflection,
} from '../../store/receipts/reflections';
import { notTheRecipient } from './not-the-recipient';

/** Only the recipient writes one: the key is their own partition, and the sender is told why not. */
export const putReflection: Operation<'putReflection'> = async ({ caller, params, body }) => {
  const saved = await saveReflection(caller.userId, params.receiptId, body.text, new Date().toISOString());
  if (!saved) throw await notTheRecipient(caller.userId, params.receiptId);
  return saved;
};

/** The key is the caller's own partition: nobody else's reflection can be touched. */
export const deleteReflection: Operation<'deleteReflection'> = async ({ caller, params }) => {
  if (!(await removeReflection(caller.userId, params.receiptId)))
    throw await notTheRecipient(caller.userId, params.receiptId);
  return {};
};

/** Anyone but its writer finds nothing: not even whether one exists. */
export const getReflection: Operation<'getReflection'> = async ({ caller, params }) => {
  const reflection = await readReflection(caller.userId, params.receiptId);
  if (!reflection) throw notFound(messages.notFound);
  return reflection;
};

export const listJournal: Operation<'listJournal'> = async ({ caller, query }) => {
  const page = await pageOfJournal(caller.userId, query.cursor, query.limit ?? limits.pageSizeDefault, {
    category: query.category,
    goal: query.goal,
  });
  return {
    items: page.items.map(({ reflection, receipt }) => ({
      reflection,
      receipt: receiptFor(receipt, caller.userId),
    })),
    cursor: page.cursor,
  };
};
