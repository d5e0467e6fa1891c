/** Business constants and limits of SPEC §9. */
export const limits = {
  innerCircleMax: 5,
  userSearchResults: 5,
  badgesMinReceived: 10,
  badgesShown: 4,
  receiptTimerSeconds: 60,
  receiptTimerWarningSeconds: 10,
  voiceRecordingMaxSeconds: 20,
  voiceRecordingMaxBytes: 2 * 1024 * 1024,
  receiptEditsAllowed: 1,
  receiptTextMax: 500,
  /** A thank-you's optional line back to the giver. */
  thanksLineMax: 140,
  /**
   * Helpful marks reach their giver only as totals counted in rounds: a round closes once `peoplePerRound`
   * different people have marks waiting in it, counts each of them once (their latest marks), and is never
   * counted again (functions/store/receipts/helpful-marks.ts). The giver sees the sum of their last
   * `roundsShown` rounds.
   */
  helpfulMarks: { peoplePerRound: 5, roundsShown: 4 },
  /** A private reflection on a received receipt: "What I'll try next". */
  reflectionMax: 500,
  /**
   * An anonymous receipt is held until its recipient's daily delivery, at their chosen hour in their time
   * zone, and at least this long after it was sent: its arrival never says when it was written.
   */
  anonymousHoldMinHours: 3,
  /**
   * An anonymous receipt is only ever tied to a group of at least this many people the recipient could name:
   * a request's anonymous answers are linked to it only when it went to this many (a link's, once this many
   * answered), and "anonymous from my address book" counts only with this many members in it.
   */
  anonymitySetMin: 5,
  anonymousDeliveryDefaultHour: 18,
  /**
   * A new delivery hour or time zone applies to anonymous receipts sent this many days after the change (a
   * change meanwhile starts the wait again): a recipient who changed it every quarter hour and watched which
   * slot each receipt took would learn when it was sent.
   */
  deliveryChangeDays: 7,
  /** Time zones are whole quarter hours from UTC, so a delivery run every 15 minutes meets every hour. */
  deliveryRunMinutes: 15,
  /**
   * A member gets at most one receipt e-mail in this long: the first at once, later ones gathered into one
   * ("3 new receipts") sent when it has passed.
   */
  receiptMailGapMinutes: 60,
  /** How often the gathered e-mails whose gap has passed are sent: each at most this late. */
  gatheredMailRunMinutes: 15,
  /** A feedback request: its own question's length, the days it takes answers, the contacts it goes to. */
  feedbackQuestionMax: 120,
  feedbackRequestDays: 14,
  feedbackRequestRecipientsMax: 20,
  /** Answers one request keeps: a bound on its item (held anonymous answers may pass it by a few). */
  feedbackRequestAnswersMax: 50,
  /**
   * A request's reminders: each chosen contact who has not answered is reminded once `afterDays` after it was
   * asked, and the asker may send one more reminder of their own (`resendsMax`) while it is open. One is
   * what the store keeps: the request's `resentAt` and each copy's `resent` flag.
   */
  feedbackRequestReminder: { afterDays: 3, resendsMax: 1 },
  followUp: { waitDays: 14, everyDays: 30, reminderDays: 7, answerMax: 280, giversMax: 50, beforeMax: 20 },
  /**
   * A goal's "Did I change?" line on its member's wall (when they switch it on) counts the follow-up's answers
   * in whole groups of this many, in the order they arrived: nothing under it, and the line changes only when
   * this many more have answered, so no change of it is one person's answer.
   */
  goalChangeOnWallStep: 5,
  /** The hub's receipt search. */
  searchTermMax: 100,
  usernameMin: 3,
  usernameMax: 20,
  usernameCheckFrom: 3,
  /** NIST SP 800-63B: length, not character classes (Cognito's policy and the forms). */
  passwordMin: 12,
  shortBioMax: 50,
  nameMax: 50,
  fullNameMax: 100,
  phoneMax: 30,
  urlMax: 500,
  emailMax: 254,
  /** A Cognito access token, as the API takes one to read the member's sign-in methods (about 1 KB). */
  accessTokenMax: 8192,
  profilePhotoMaxBytes: 10 * 1024 * 1024,
  /**
   * How long CloudFront and browsers keep a profile photo: a deleted photo is gone everywhere within this.
   * An edge then asks S3 again at most every 10 minutes per photo: a GET each (about $0.0004 per 1,000),
   * pennies a month even for thousands of members, against a year's caching that kept deleted photos.
   */
  profilePhotoCacheSeconds: 600,
  /**
   * Link previews of `/u/{username}`: how long CloudFront keeps a rendered page head (a changed
   * name or a closed profile shows within 5 minutes), how long a preview card may be cached (its key is a
   * digest of what it shows, so it never changes), and how long a card is kept (one still in use is drawn
   * again on the next head the edge asks for).
   */
  previewHeadCacheSeconds: 300,
  previewCardCacheSeconds: 86_400,
  previewCardDays: 30,
  /**
   * The longest side, in pixels, of each WebP variant a profile photo is remade into (never upscaled): 96
   * for list avatars (up to 48 CSS px at 2x), 256 for the profile header (96 CSS px at 2x, 88 at 3x), 1024
   * for a larger view. Others download only these, never the upload.
   */
  profilePhotoVariantSizes: [96, 256, 1024],
  /**
   * The most pixels a profile photo may have (width × height), read from its header before any decoding:
   * today's phones save 12–48 MP (a 48 MP 8064 × 6048 fits); a 20,000 × 20,000 "decompression bomb" that
   * is small on disk (400 MP, 1.6 GB decoded) is refused.
   */
  profilePhotoMaxPixels: 50_000_000,
  verificationPollMs: 5_000,
  verificationPollMaxMs: 5 * 60_000,
  initialsMax: 2,
  defaultInitials: 'JA',
  toastVisible: 1,
  toastDurationMs: 5_000,
  toastRemoveDelayMs: 1_000_000,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  presignedUrlSeconds: 300,
  /** Uploads never attached to a profile or receipt are deleted after this many days (S3 lifecycle). */
  pendingUploadDays: 1,
  /** How long a sign-in's ID token is accepted (the Cognito client's setting; a deleted account's tombstone outlives it). */
  idTokenMinutes: 60,
  /**
   * A sign-in older than this (the ID token's `auth_time`) is redone before a change to how the member signs
   * in or the account's deletion: the site asks first, and the API refuses a route marked `recentSignIn`.
   */
  stepUpMinutes: 5,
  /** Receipts per page of `GET /me/export`: one DynamoDB page each, far inside a Lambda's 29 s and 6 MB (a
   * receipt is at most ~2 KB with its voice link, so a page stays under 1 MB). */
  exportPageSize: 250,
  /** What a reporter may add to a report, in characters. */
  reportTextMax: 500,
  /** The contact form's message: a few paragraphs (a bug report with steps), not an essay. */
  contactMessageMax: 2000,
  /**
   * An account whose e-mail is not verified within this many days is removed with its username, so nobody
   * can hold someone else's address (a daily sweep; until then it gets no e-mail).
   */
  unverifiedAccountDays: 7,
  /** The weekly digest covers the receipts received in this many days before its scheduled time. */
  digestWindowDays: 7,
  /** A digest's `DIGEST#<week>` marker is kept this many days (TTL), well past any retry or redelivery. */
  digestMarkerDays: 35,
  /** The dashboard (GET /me/dashboard): weeks and months its charts show, the current one last. */
  dashboardWeeks: 12,
  /**
   * The fewest receipts a dashboard figure draws as a chart: a figure counting fewer (a period's received or
   * given, what people noticed, the kinds of day) is a sentence instead. The web's one minimum for charts.
   */
  dashboardChartsFrom: 5,
  dashboardMonths: 12,
  /** "What people notice most": the last this-many days beside the same number of days before them. */
  dashboardNoticedDays: 90,
  /** An inner-circle member not given a receipt for this many days gets the "Give a receipt" shortcut. */
  innerCircleNudgeDays: 30,
  /** The longest run of giving weeks the dashboard counts (read from one item, whatever the run). */
  dashboardStreakWeeksMax: 260,
  /** The goals page shows each goal's latest linked receipts, this many. */
  goalLatestReceipts: 3,
  /** The goals page counts each goal's linked receipts over this many calendar months. */
  goalMonths: 12,
} as const;

/** Profile photos are raster images only: the server checks the file's leading bytes, not just its label. */
export const profilePhotoTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export type ProfilePhotoType = (typeof profilePhotoTypes)[number];

/** The characters a username may hold (a regular-expression character range). */
export const usernameCharacters = 'A-Za-z0-9_';
const usernameCharacter = `[${usernameCharacters}]`;
/** The username rule: letters, digits and underscores, `usernameMin` to `usernameMax` of them. */
export const usernamePattern = new RegExp(
  `^${usernameCharacter}{${limits.usernameMin},${limits.usernameMax}}$`,
);
/** What may be typed while looking a username up: its leading characters. */
export const usernamePrefixPattern = new RegExp(`^${usernameCharacter}+$`);
/** Whether a search term could be the start of a username (what the user-search route accepts). */
export const isUsernamePrefix = (term: string) =>
  term.length <= limits.usernameMax && usernamePrefixPattern.test(term);
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const darkModeStorageKey = 'darkMode';

export { type AccountLimit, type AccountLimitName, accountLimits } from './account-limits';

/**
 * The API stage's throttles: API Gateway's token bucket per route, shared by every caller and counted before
 * our code runs. They are sized from capacity, never as an abuse guard (a throttle every caller shares lets one
 * caller refuse everyone): each route may use `defaultRate` requests a second, and all routes at that rate with
 * a p99 under 200 ms fit the account's Lambda concurrency of 1,000. The burst is larger than what the per-caller
 * rule lets one member send in its window, so no single caller can empty a route's bucket.
 */
export const apiThrottles = {
  defaultRate: 70,
  defaultBurst: 500,
} as const;

/**
 * Per-caller protection in front of the API (AWS WAF rate-based rules on the distribution that serves it;
 * the local gateway applies the same rule): a caller sending more than `limit` requests within `windowSeconds`
 * is refused with 429 until its count falls back under, so no caller can spend a route's shared throttle.
 * A member at the product's fastest pace (typing in the search box, 10 requests a second for a few seconds)
 * stays far below; a script meets it within seconds.
 */
export const edgeRateLimits = {
  /** Keyed per signed-in member (the token's subject). */
  perMember: { limit: 300, windowSeconds: 60 },
  /** Keyed per source address: several members may share one (an office, a carrier's NAT). */
  perAddress: { limit: 3000, windowSeconds: 300 },
} as const;

/**
 * What an edge rule's 429 says of when to try again: its whole window, the longest the caller may wait (WAF's
 * custom response is fixed, so it cannot say the exact moment).
 */
export const edgeRetryAfter = (rule: { windowSeconds: number }) => ({
  'Retry-After': String(rule.windowSeconds),
});
