import { HelpfulMarksRequest, HelpfulTotals } from '../schemas/helpful-marks';
import { Receipt, ReceiptIdParams } from '../schemas/receipts';
import { type RouteDef, route } from './route-def';

/** Helpful marks: the recipient's private marks on a received receipt, and a giver's totals of them. */
export const helpfulMarkRoutes = {
  /** The recipient marks a received receipt (anonymous ones too) specific, actionable or kind; changeable. */
  markReceiptHelpful: route({
    method: 'PUT',
    path: '/receipts/{receiptId}/marks',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: HelpfulMarksRequest,
    response: Receipt,
  }),
  /** The caller's totals as a giver: counted in rounds, so no single mark can be traced to its recipient. */
  getHelpfulTotals: route({
    method: 'GET',
    path: '/me/helpful-marks',
    auth: 'user',
    handler: 'receipts',
    response: HelpfulTotals,
  }),
} as const satisfies Record<string, RouteDef>;
