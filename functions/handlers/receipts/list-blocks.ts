import { limits } from '@contract/limits';
import type { Operation } from '../../http/api-handler';
import { listBlocks as listStoredBlocks } from '../../store/safety/blocks';

/** The senders the caller blocked, a page at a time (a block is made from a receipt: block-sender.ts). */
export const listBlocks: Operation<'listBlocks'> = async ({ caller, query }) =>
  listStoredBlocks(caller.userId, query.cursor, query.limit ?? limits.pageSizeDefault);
