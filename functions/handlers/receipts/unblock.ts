import * as messages from '@contract/messages';
import type { Operation } from '../../http/api-handler';
import { notFound } from '../../http/errors';
import { unblock as deleteBlock } from '../../store/safety/blocks';

/** The sender's receipts reach the caller again. */
export const unblock: Operation<'unblock'> = async ({ caller, params }) => {
  if (!(await deleteBlock(caller.userId, params.blockId))) throw notFound(messages.blockNotFound);
  return {};
};
