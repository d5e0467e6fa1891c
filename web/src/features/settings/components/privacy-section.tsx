import { type Category, categories, categoryEmoji } from '@contract/enums';
import type { Me, PublicCategories } from '@contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SettingSwitch } from '@/components/setting-switch';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast';
import { callApi } from '@/lib/api-client';
import { sharingToggles, useSaveSharingSettings } from '@/lib/sharing-settings';
import { meQueryKey, useMe } from '@/lib/use-me';
import { SettingsSection } from './settings-section';

/** Public categories save at once, like the sharing toggles, and come back if the save fails. */
function useSavePublicCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicCategories: PublicCategories) => callApi('putProfile', { body: { publicCategories } }),
    onMutate: async (publicCategories) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<Me>(meQueryKey);
      if (previous) {
        queryClient.setQueryData<Me>(meQueryKey, {
          ...previous,
          profile: { ...previous.profile, publicCategories },
        });
      }
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** What others see on your public profile: the sharing toggles and which categories of Receipts. */
export function PrivacySection() {
  const me = useMe();
  const saveSharing = useSaveSharingSettings();
  const saveCategories = useSavePublicCategories();
  const { toast } = useToast();
  const notSaved = (error: Error) =>
    toast({ title: 'Setting not saved', description: `${error.message} Your previous choice was restored.` });

  return (
    <SettingsSection
      id="privacy"
      title="Privacy and sharing"
      description="Choose what others see on your public profile."
    >
      {!me.data ? (
        <Spinner label="Loading your settings…" />
      ) : (
        <>
          <ul className="toggle-list">
            {sharingToggles.map(({ key, label, description }) => (
              <SettingSwitch
                key={key}
                id={`settings-share-${key}`}
                label={label}
                description={description}
                checked={me.data.sharingSettings[key]}
                onChange={(value) =>
                  saveSharing.mutate({ ...me.data.sharingSettings, [key]: value }, { onError: notSaved })
                }
              />
            ))}
          </ul>
          <fieldset className="fieldset" disabled={!me.data.sharingSettings.receipts}>
            <legend>Public categories</legend>
            <p className="muted small">
              {me.data.sharingSettings.receipts
                ? 'Receipts in these categories show on your public profile.'
                : 'Turn on Share Receipts to show Receipts on your public profile.'}
            </p>
            <div className="settings-categories">
              {categories.map((category: Category) => (
                <label key={category} className="settings-category">
                  <input
                    type="checkbox"
                    checked={me.data.profile.publicCategories[category]}
                    onChange={(event) =>
                      saveCategories.mutate(
                        { ...me.data.profile.publicCategories, [category]: event.target.checked },
                        { onError: notSaved },
                      )
                    }
                  />
                  <span aria-hidden="true">{categoryEmoji[category]}</span> {category}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="muted small">
            Your inner circle may see and validate your Receipts. See what others see on{' '}
            <Link to={`/profile/${me.data.profile.userId}`}>your public profile</Link>.
          </p>
        </>
      )}
    </SettingsSection>
  );
}
