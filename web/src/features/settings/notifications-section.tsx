import * as messages from '@contract/messages';
import { SettingSwitchList } from '@/components/setting-switch';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { useSaveNotificationSettings } from '@/lib/save-notification-settings';
import { SavedChoicesSection } from './components/saved-choices-section';

const switches = [
  {
    key: 'email',
    label: messages.emailNotificationsLabel,
    description: 'On by default. Turn it off here or from the link in any of our emails.',
  },
  { key: 'digest', label: messages.digestLabel, description: messages.digestDescription },
] as const;
const switchIds = { email: 'notify-email', digest: 'weekly-digest' } as const;

/** E-mail on a new receipt (on by default) and the weekly digest (off by default): saved as soon as it is switched; shown once the saved choice is known. */
export function NotificationsSection() {
  const save = useSaveNotificationSettings();

  return (
    <SavedChoicesSection
      id="notifications"
      title="Email notifications"
      description="We tell you that a receipt arrived, never what it says or who sent an anonymous one."
      notSavedTitle="Notification setting not saved"
    >
      {(me, notSaved) => (
        <>
          <VerifyEmailNotice />
          <SettingSwitchList
            rows={switches}
            idOf={(key) => switchIds[key]}
            values={me.notifications}
            onChange={(key, value) => save.mutate({ [key]: value }, { onError: notSaved })}
          />
        </>
      )}
    </SavedChoicesSection>
  );
}
