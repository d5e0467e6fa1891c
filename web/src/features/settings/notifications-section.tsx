import { messages } from '@contract/messages';
import * as Switch from '@radix-ui/react-switch';
import { useToast } from '@/components/toast';
import { useMe } from '@/lib/use-me';
import { useSaveNotificationSettings } from './api/notification-settings';

/** E-mail on a new receipt: on by default, saved as soon as it is switched. */
export function NotificationsSection() {
  const me = useMe();
  const save = useSaveNotificationSettings();
  const { toast } = useToast();
  const on = me.data?.notifications.email ?? true;

  return (
    <section className="settings-section" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">E-mail notifications</h2>
      <div className="toggle-row">
        <div>
          <label htmlFor="notify-email" className="strong">
            {messages.emailNotificationsLabel}
          </label>
          <p className="muted small" id="notify-email-description">
            We tell you that a receipt arrived, never what it says or who sent an anonymous one.
          </p>
        </div>
        <Switch.Root
          id="notify-email"
          className="switch"
          checked={on}
          disabled={!me.data}
          aria-describedby="notify-email-description"
          onCheckedChange={(email) =>
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
        >
          <Switch.Thumb className="switch-thumb" />
        </Switch.Root>
      </div>
    </section>
  );
}
