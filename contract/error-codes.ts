/**
 * The `code` of an error answer: what happened, for the site to act on (the message is for people and may
 * change). Without zod: the site's API client reads it on pages that load no schema library (schemas/common.ts
 * re-exports it). The generic codes first, then the ones that tell a refusal apart from others of its status.
 */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
  /** The signed-in account was deleted or disabled (401). */
  accountEnded: 'ACCOUNT_ENDED',
  /**
   * The change needs a sign-in within `limits.stepUpMinutes` and the token's `auth_time` is older (401, as
   * RFC 9470's `insufficient_user_authentication`): the site offers to sign in again.
   */
  recentSignInNeeded: 'RECENT_SIGN_IN_NEEDED',
  /**
   * The request did not come through the stage's distribution (no edge secret): API Gateway's own address
   * answers nobody (403), before any table or Cognito work.
   */
  notThroughEdge: 'NOT_THROUGH_EDGE',
  receiptToYourself: 'RECEIPT_TO_YOURSELF',
  recipientNotFound: 'RECIPIENT_NOT_FOUND',
  voiceNoteRefused: 'VOICE_NOTE_REFUSED',
  /** The recipient blocked the sender. */
  receiptNotDelivered: 'RECEIPT_NOT_DELIVERED',
  /** A slur or a threat in the receipt's words: never sent. */
  receiptTextRefused: 'RECEIPT_TEXT_REFUSED',
  /** Words encouraging self-harm ("kill yourself"): never sent; the message says where to get help. */
  receiptTextSelfHarm: 'RECEIPT_TEXT_SELF_HARM',
  /** Harsh words: a named receipt goes once the giver says "send anyway"; an anonymous one never does. */
  receiptTextHarsh: 'RECEIPT_TEXT_HARSH',
  /** The recipient takes no anonymous receipt from this sender; a named one may still go. */
  anonymousNotTaken: 'ANONYMOUS_NOT_TAKEN',
  /** Sending needs a verified e-mail address: each account then costs a real inbox. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** The client request id was used before for a different receipt: the next try needs a new one. */
  receiptRequestReused: 'RECEIPT_REQUEST_REUSED',
  receiptNotSaved: 'RECEIPT_NOT_SAVED',
  /** The goal a giver linked is not one of the recipient's current public goals. */
  goalNotOffered: 'GOAL_NOT_OFFERED',
  /** No such feedback request for this giver (unknown, or its asker blocked them: one answer for both). */
  feedbackRequestNotFound: 'FEEDBACK_REQUEST_NOT_FOUND',
  /** The feedback request takes no more answers: expired, or full. */
  feedbackRequestClosed: 'FEEDBACK_REQUEST_CLOSED',
  /** The asker already resent the request's reminder: once per request. */
  feedbackRequestResent: 'FEEDBACK_REQUEST_RESENT',
} as const;
