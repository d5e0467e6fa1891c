import { createApiHandler } from '../http/api-handler';
import { notImplemented } from '../http/errors';

/** Routes of this module are defined in the contract; their behaviour lands with its own issue. */
const pending = async (): Promise<never> => {
  throw notImplemented();
};

export const handler = createApiHandler('receipts', {
  createReceipt: pending,
  listReceipts: pending,
  editReceipt: pending,
  createVoiceUpload: pending,
  getVoiceUrl: pending,
});
