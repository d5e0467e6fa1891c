import type { NotificationSettings } from '@contract/schemas/notifications';
import { callApi } from '@/lib/api-client';
import { useSaveToMe } from '@/lib/save-to-me';

/** Saves at once; the previous choice comes back if the save fails. */
export const useSaveNotificationSettings = () =>
  useSaveToMe(
    (body: NotificationSettings) => callApi('putNotificationSettings', { body }),
    (me, notifications) => ({ ...me, notifications }),
  );
