import type { PutNotificationSettingsRequest } from '@contract/schemas/notifications';
import { callApi } from '@/lib/api-client';
import { useSaveToMe } from '@/lib/save-to-me';

/**
 * Saves at once; the previous choice comes back if the save fails. Switching the digest either way also
 * answers its one-time offer (as the server records it). Settings and the hub's digest offer share it.
 */
export const useSaveNotificationSettings = () =>
  useSaveToMe(
    (body: PutNotificationSettingsRequest) => callApi('putNotificationSettings', { body }),
    (me, change) => ({
      ...me,
      notifications: {
        email: change.email ?? me.notifications.email,
        digest: change.digest ?? me.notifications.digest,
        digestOffered:
          me.notifications.digestOffered || change.digest !== undefined || change.digestOffered === true,
      },
    }),
  );
