import { BlockedSender, BlockIdParams } from '../schemas/blocks';
import { Empty, PageQuery, page } from '../schemas/common';
import { type RouteDef, route } from './route-def';

/** The senders the member blocked (a block is made from a received receipt: `blockSender`). */
export const blockRoutes = {
  listBlocks: route({
    method: 'GET',
    path: '/me/blocks',
    auth: 'user',
    handler: 'receipts',
    query: PageQuery,
    response: page(BlockedSender),
  }),
  unblock: route({
    method: 'DELETE',
    path: '/me/blocks/{blockId}',
    auth: 'user',
    handler: 'receipts',
    params: BlockIdParams,
    response: Empty,
  }),
} as const satisfies Record<string, RouteDef>;
