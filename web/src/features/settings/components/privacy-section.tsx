import { type Category, categories } from '@contract/enums';
import type { PublicCategories } from '@contract/schemas/profile';
import { memberLinkPath } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/checkbox';
import { SettingSwitchList } from '@/components/setting-switch';
import { TagIcon } from '@/components/tag-icons';
import { callApi } from '@/lib/api-client';
import { useSaveToMe } from '@/lib/save-to-me';
import { sharingToggles, useSaveSharingSettings } from '@/lib/sharing-settings';
import { AnonymousReceiptsChoice } from './anonymous-receipts-choice';
import { DeliveryTimeChoice } from './delivery-time-choice';
import { SavedChoicesSection } from './saved-choices-section';

/** Public categories save at once, like the sharing toggles, and come back if the save fails. */
const useSavePublicCategories = () =>
  useSaveToMe(
    (publicCategories: PublicCategories) => callApi('putProfile', { body: { publicCategories } }),
    (me, publicCategories) => ({ ...me, profile: { ...me.profile, publicCategories } }),
  );

/** What others see on your public profile: the sharing toggles and which categories of Receipts. */
export function PrivacySection() {
  const saveSharing = useSaveSharingSettings();
  const saveCategories = useSavePublicCategories();

  return (
    <SavedChoicesSection
      id="privacy"
      title="Privacy and sharing"
      description="Choose what others see on your public profile."
      notSavedTitle="Setting not saved"
    >
      {({ sharingSettings, profile }, notSaved) => (
        <>
          <SettingSwitchList
            rows={sharingToggles}
            idOf={(key) => `settings-share-${key}`}
            values={sharingSettings}
            onChange={(key, value) =>
              saveSharing.mutate({ ...sharingSettings, [key]: value }, { onError: notSaved })
            }
          />
          <AnonymousReceiptsChoice
            settings={sharingSettings}
            onChange={(anonymousReceipts) =>
              saveSharing.mutate({ ...sharingSettings, anonymousReceipts }, { onError: notSaved })
            }
          />
          <DeliveryTimeChoice
            settings={sharingSettings}
            onChange={(delivery) =>
              saveSharing.mutate({ ...sharingSettings, ...delivery }, { onError: notSaved })
            }
          />
          <fieldset className="fieldset" disabled={!sharingSettings.receipts}>
            <legend>Public categories</legend>
            <p className="muted small">
              {sharingSettings.receipts
                ? 'Receipts in these categories show on your public profile.'
                : 'Turn on Share Receipts to show Receipts on your public profile.'}
            </p>
            <div className="settings-categories">
              {categories.map((category: Category) => (
                <Checkbox
                  key={category}
                  className="settings-category"
                  checked={profile.publicCategories[category]}
                  onChange={(event) =>
                    saveCategories.mutate(
                      { ...profile.publicCategories, [category]: event.target.checked },
                      { onError: notSaved },
                    )
                  }
                >
                  <TagIcon kind="category" value={category} /> {category}
                </Checkbox>
              ))}
            </div>
          </fieldset>
          <p className="muted small">
            Your inner circle may see and validate your Receipts. See what others see on{' '}
            <Link to={memberLinkPath('byUserId', profile.userId)}>your public profile</Link>.
          </p>
        </>
      )}
    </SavedChoicesSection>
  );
}
