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
  /** The hub's receipt search. */
  searchTermMax: 100,
  usernameMin: 3,
  usernameMax: 20,
  usernameCheckFrom: 3,
  passwordMin: 8,
  shortBioMax: 50,
  nameMax: 50,
  fullNameMax: 100,
  phoneMax: 30,
  urlMax: 500,
  emailMax: 254,
  profilePhotoMaxBytes: 10 * 1024 * 1024,
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
   * Receipts per page of `GET /me/export`: one DynamoDB page each, far inside a Lambda's 29 s and 6 MB
   * (a receipt is at most ~2 KB with its voice link, so a page stays under 1 MB).
   */
  exportPageSize: 250,
  /** What a reporter may add to a report, in characters. */
  reportTextMax: 500,
  /**
   * An account whose e-mail is not verified within this many days is removed with its username, so nobody
   * can hold someone else's address (a daily sweep; until then it gets no e-mail).
   */
  unverifiedAccountDays: 7,
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
