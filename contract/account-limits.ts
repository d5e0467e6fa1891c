/**
 * Per-account (and per-address) limits, kept beside the other limits (`limits.ts` re-exports them): what one
 * account may cost other members or us.
 */

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** One per-account (or per-address) limit: at most `max` in each fixed window of `windowSeconds`. */
export interface AccountLimit {
  max: number;
  /** Windows are fixed and aligned to the epoch (a day is a UTC day), so every request agrees on one. */
  windowSeconds: number;
  /** The route ids it guards (contract/routes/). */
  routes: readonly string[];
}

/**
 * Limits on what one account costs other members or us. Each is a multiple of what a real heavy
 * user needs, so nobody meets one by using the product; a script or a flood meets it within seconds. A
 * stage may override `max` (`StageConfig.accountLimits` → the ACCOUNT_LIMITS environment variable).
 */
export const accountLimits = {
  /**
   * A heavy giver (a team lead after a retro, a teacher at the end of term) gives 20–40 receipts on their
   * busiest day; 200 is five times that. One account sent 300 in ten seconds before this limit.
   */
  receiptsPerDay: { max: 200, windowSeconds: day, routes: ['createReceipt'] },
  /**
   * A couple or a mentor and mentee may trade a dozen receipts on a busy day; 50 to one person is far past
   * that, and keeps one account from burying someone's hub (blocking stops it for good).
   */
  receiptsToOneRecipientPerDay: { max: 50, windowSeconds: day, routes: ['createReceipt'] },
  /**
   * Anonymous receipts one giver sends one member in a day: one is usual, five is well past that. It keeps
   * one account to a sixth of the member's day of anonymous receipts (the ceiling below), and it counts only
   * the giver's own sends, so its refusal tells the giver nothing about anyone else's.
   */
  anonymousReceiptsFromOneGiverPerDay: { max: 5, windowSeconds: day, routes: ['createReceipt'] },
  /**
   * Anonymous receipts one member may receive in a day, from all givers together: a team's retro may bring
   * ten or fifteen; 30 is past that. Throwaway accounts each have their own per-giver limits, so without
   * this one a pile-on would have no ceiling. It is counted as receipts are delivered, never at a send: a
   * receipt past it waits for the next day's delivery, so no giver is refused for others' sends (a refusal
   * anyone could read the count from), and a receipt taken back before its delivery counts for nothing.
   */
  anonymousReceiptsToOneMemberPerDay: { max: 30, windowSeconds: day, routes: [] },
  /**
   * Photos and voice notes (each stored in S3, each attempt an upload): a voice note re-recorded three
   * times on each of ten receipts in an hour, plus a few profile photos tried, is about 35; 60 an hour.
   */
  uploadsPerHour: { max: 60, windowSeconds: hour, routes: ['createPhotoUpload', 'createVoiceUpload'] },
  /** Asking for feedback after each of a day's meetings is perhaps 5 requests; 20 a day is far past that. */
  feedbackRequestsPerDay: { max: 20, windowSeconds: day, routes: ['createFeedbackRequest'] },
  /** Typing in a whole address book by hand on the first day: 100 contacts is a long evening's work. */
  contactsPerDay: { max: 100, windowSeconds: day, routes: ['addContact'] },
  /**
   * Each report is a moderator's time. Someone having a very bad day may report a handful of receipts;
   * 20 a day is past any honest use (blocking a sender withholds all their receipts at once).
   */
  reportsPerDay: { max: 20, windowSeconds: day, routes: ['reportReceipt'] },
  /**
   * The search box searches as you type (debounced 300 ms): one fast search is 5–10 requests, a busy minute
   * of looking people up perhaps 30. 60 a minute, so typing never meets it; scraping the directory does.
   */
  searchesPerMinute: { max: 60, windowSeconds: minute, routes: ['searchUsers'] },
  /** Paging through the member directory: a person reads a page in seconds; 30 pages a minute is a scraper. */
  directoryPagesPerMinute: { max: 30, windowSeconds: minute, routes: ['listUsers'] },
  /**
   * Per client address (the viewer's behind the edge), as the route is public. Sign-up checks as you type
   * (debounced 300 ms): 5–15 checks per person. Many people share one address (an office, a school, a
   * carrier's NAT), so 120 a minute lets about ten sign up at the same minute from one address, while
   * enumerating usernames is slowed to a crawl.
   */
  usernameChecksPerAddressPerMinute: { max: 120, windowSeconds: minute, routes: ['checkUsername'] },
  /**
   * Per client address, as the contact form is public and each message lands in the team's inbox. A person
   * writes once, perhaps adds a follow-up or a correction: 2–3 in an hour. A shared address (an office, a
   * carrier's NAT) may hold a few writers, so 10 an hour; a script filling the inbox is stopped at 10.
   */
  contactMessagesPerAddressPerHour: { max: 10, windowSeconds: hour, routes: ['sendContactMessage'] },
  /**
   * Each report asks Cognito twice (the account's quota is shared by every member). A member changes a
   * passkey or two-step sign-in a few times a year, and settings reports on each visit: 30 an hour.
   */
  signInMethodReportsPerHour: { max: 30, windowSeconds: hour, routes: ['recordSignInMethods'] },
} as const satisfies Record<string, AccountLimit>;
export type AccountLimitName = keyof typeof accountLimits;
