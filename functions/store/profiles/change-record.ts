/** How long a record of a change to the account stays: well past the notifier's retries, which give up after 6 hours. */
const recordMs = 7 * 24 * 60 * 60 * 1000;

/** The TTL (`expiresAt`, epoch seconds) of a change's record written at `now`. */
export const changeRecordExpiresAt = (now: string) => Math.floor((Date.parse(now) + recordMs) / 1000);
