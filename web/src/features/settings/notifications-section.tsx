import { messages } from '@contract/messages';
import { SettingSwitch } from '@/components/setting-switch';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast';
import { useMe } from '@/lib/use-me';
import { useSaveNotificationSettings } from './api/notification-settings';
import { SettingsSection } from './components/settings-section';

/** E-mail on a new receipt: on by default, saved as soon as it is switched; shown once the saved choice is known. */
export function NotificationsSection() {
  const me = useMe();
  const save = useSaveNotificationSettings();
  const { toast } = useToast();

  return (
    <SettingsSection
      id="notifications"
      title="E-mail notifications"
      description="We tell you that a receipt arrived, never what it says or who sent an anonymous one."
    >
      {!me.data ? (
        <Spinner label="Loading your settings…" />
      ) : (
        <ul className="toggle-list">
          <SettingSwitch
            id="notify-email"
            label={messages.emailNotificationsLabel}
            description="On by default. Turn it off here or from the link in any of our e-mails."
            checked={me.data.notifications.email}
            onChange={(email) =>
              save.mutate(
                { email },
                {
                  onError: (error) =>
                    toast({
                      title: 'Notification setting not saved',
                      description: `${error.message} Your previous choice was restored.`,
                    }),
                },
              )
            }
          />
        </ul>
      )}
    </SettingsSection>
  );
}
