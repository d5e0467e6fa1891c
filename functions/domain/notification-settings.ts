import type { NotificationSettings } from '@contract/schemas/notifications';

/** The profile's attributes behind a member's notification settings. */
export interface NotificationSettingsFields {
  /** Absent until the member changes it: receipt e-mails are on by default. */
  notifications?: { email: boolean };
  /** The weekly digest: absent or false until the member opts in. */
  digest?: boolean;
  /** When the one-time digest offer was answered or dismissed (or the digest was first switched). */
  digestOfferedAt?: string;
}

export const notificationSettingsOf = (item: NotificationSettingsFields): NotificationSettings => ({
  email: item.notifications?.email !== false,
  digest: item.digest === true,
  digestOffered: item.digestOfferedAt !== undefined,
});
