import { crisisLines } from '@contract/crisis-lines';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type { SendRefusal } from '../sending/send-receipt';
import { HttpError, profileRequired } from './errors';
import { limitReached } from './limit-refusal';

const voiceStatus = { notOwn: 403, unreadable: 400, used: 403 } as const;

/** A refused send as its answer: the status, the code that says what happened, and the spec's text. */
export function sendRefusalError(refusal: SendRefusal): HttpError {
  switch (refusal.reason) {
    case 'toYourself':
      return new HttpError(400, errorCodes.receiptToYourself, messages.cannotReceiptYourself);
    case 'textRefused':
      return refusal.selfHarm
        ? new HttpError(
            400,
            errorCodes.receiptTextSelfHarm,
            format(messages.receiptTextRefusedSelfHarm, { lines: crisisLines.join('; ') }),
          )
        : new HttpError(400, errorCodes.receiptTextRefused, messages.receiptTextRefused);
    case 'textHarsh':
      return new HttpError(
        400,
        errorCodes.receiptTextHarsh,
        refusal.anonymous ? messages.receiptTextHarshAnonymous : messages.receiptTextHarsh,
      );
    case 'emailNotVerified':
      return new HttpError(403, errorCodes.emailNotVerified, messages.verifyEmailToSend);
    case 'noProfile':
      return profileRequired();
    case 'recipientNotFound':
      return new HttpError(404, errorCodes.recipientNotFound, messages.userNotFound);
    case 'goalNotOffered':
      return new HttpError(400, errorCodes.goalNotOffered, messages.goalNotOffered);
    case 'voiceNote':
      return new HttpError(
        voiceStatus[refusal.problem],
        errorCodes.voiceNoteRefused,
        messages.failedToUploadVoice,
      );
    case 'notDelivered':
      return new HttpError(403, errorCodes.receiptNotDelivered, messages.receiptNotDelivered);
    case 'anonymousNotTaken':
      return new HttpError(403, errorCodes.anonymousNotTaken, messages.anonymousNotTaken);
    case 'limitReached':
      return limitReached(refusal.limit, refusal.at);
    case 'requestReused':
      return new HttpError(409, errorCodes.receiptRequestReused, messages.receiptRequestReused);
    case 'feedbackRequestNotFound':
      return new HttpError(404, errorCodes.feedbackRequestNotFound, messages.feedbackRequestNotFound);
    case 'feedbackRequestExpired':
      return new HttpError(409, errorCodes.feedbackRequestClosed, messages.feedbackRequestExpired);
    case 'feedbackRequestFull':
      return new HttpError(409, errorCodes.feedbackRequestClosed, messages.feedbackRequestFull);
    case 'requestLost':
      return new HttpError(409, errorCodes.receiptNotSaved, messages.failedToSaveReceipt);
  }
}
