import { messages } from '@contract/messages';
import { useChoiceNotSaved } from '@/components/choice-not-saved';
import { SettingSwitch } from '@/components/setting-switch';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { useSaveNotificationSettings } from '@/lib/save-notification-settings';
import { SavedChoicesSection } from './components/saved-choices-section';

/** E-mail on a new receipt (on by default) and the weekly digest (off by default): saved as soon as it is switched; shown once the saved choice is known. */
export function NotificationsSection() {
  const save = useSaveNotificationSettings();
  const notSaved = useChoiceNotSaved('Notification setting not saved');

  return (
    <SavedChoicesSection
      id="notifications"
      title="E-mail notifications"
      description="We tell you that a receipt arrived, never what it says or who sent an anonymous one."
    >
      {(me) => (
        <>
          <VerifyEmailNotice />
          <ul className="toggle-list">
            <SettingSwitch
              id="notify-email"
              label={messages.emailNotificationsLabel}
              description="On by default. Turn it off here or from the link in any of our e-mails."
              checked={me.notifications.email}
              onChange={(email) => save.mutate({ email }, { onError: notSaved })}
            />
            <SettingSwitch
              id="weekly-digest"
              label={messages.digestLabel}
              description={messages.digestDescription}
              checked={me.notifications.digest}
              onChange={(digest) => save.mutate({ digest }, { onError: notSaved })}
            />
          </ul>
        </>
      )}
    </SavedChoicesSection>
  );
}
