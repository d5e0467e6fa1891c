import { Empty, PageQuery, page } from '../schemas/common';
import {
  CreateReceiptRequest,
  EditReceiptRequest,
  ListReceiptsQuery,
  Receipt,
  ReceiptIdParams,
  ReceiptVisibilityRequest,
  ThanksRequest,
} from '../schemas/receipts';
import { ReportRequest } from '../schemas/reports';
import { type RouteDef, route } from './route-def';

/** Receipts: sending one, the hub's list, and what the recipient does with a received one. */
export const receiptRoutes = {
  createReceipt: route({
    method: 'POST',
    path: '/receipts',
    auth: 'user',
    handler: 'receipts',
    body: CreateReceiptRequest,
    response: Receipt,
    status: 201,
  }),
  listReceipts: route({
    method: 'GET',
    path: '/receipts',
    auth: 'user',
    handler: 'receipts',
    query: ListReceiptsQuery,
    response: page(Receipt),
  }),
  editReceipt: route({
    method: 'PATCH',
    path: '/receipts/{receiptId}',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: EditReceiptRequest,
    response: Receipt,
  }),
  /** The giver takes back an anonymous receipt still held for its recipient's delivery. */
  takeBackReceipt: route({
    method: 'DELETE',
    path: '/receipts/{receiptId}',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    response: Empty,
  }),
  /** Receipts sent past the harshness prompt, waiting for the member's review (their setting). */
  listHeldForReview: route({
    method: 'GET',
    path: '/me/held-for-review',
    auth: 'user',
    handler: 'receipts',
    query: PageQuery,
    response: page(Receipt),
  }),
  /** The member lets a receipt held for review into their hub. */
  acceptHeldReceipt: route({
    method: 'POST',
    path: '/receipts/{receiptId}/accept',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: Empty,
    response: Empty,
  }),
  /** The recipient's thank-you on a received receipt (anonymous ones too): one, changeable once. */
  thankForReceipt: route({
    method: 'PUT',
    path: '/receipts/{receiptId}/thanks',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: ThanksRequest,
    response: Receipt,
  }),
  /** The recipient opened the receipt: it is no longer marked "new". Idempotent. */
  markReceiptOpened: route({
    method: 'POST',
    path: '/receipts/{receiptId}/opened',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: Empty,
    response: Empty,
  }),
  /** The recipient hides a received receipt from their public profile, or shows it again. Idempotent. */
  setReceiptVisibility: route({
    method: 'PUT',
    path: '/receipts/{receiptId}/visibility',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: ReceiptVisibilityRequest,
    response: Receipt,
  }),
  /**
   * The recipient blocks the sender of a received receipt (anonymous included): the answer is the same
   * whoever sent it and however often it is asked, and never names the sender.
   */
  blockSender: route({
    method: 'POST',
    path: '/receipts/{receiptId}/block',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: Empty,
    response: Empty,
  }),
  /**
   * The recipient reports a received receipt: it leaves their hub, profile and counts at once, and a
   * moderator sees its content. Reporting it again changes nothing.
   */
  reportReceipt: route({
    method: 'POST',
    path: '/receipts/{receiptId}/report',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: ReportRequest,
    response: Empty,
  }),
} as const satisfies Record<string, RouteDef>;
