import * as messages from '@contract/messages';
import type { OwnSharingSettings, SharingSettings } from '@contract/schemas/profile';
import { useNavigate } from 'react-router-dom';
import { useChoiceNotSaved } from '@/components/choice-not-saved';
import { SettingSwitchList } from '@/components/setting-switch';
import { sharingToggles, useSaveSharingSettings } from '@/lib/sharing-settings';
import { StepButtons } from './step-buttons';

export function SharingSettingsTab({ settings, onBack }: { settings: OwnSharingSettings; onBack(): void }) {
  const save = useSaveSharingSettings();
  const navigate = useNavigate();
  const notSaved = useChoiceNotSaved(messages.sharingSettingNotSaved);

  const change = (key: keyof SharingSettings, value: boolean) =>
    save.mutate({ ...settings, [key]: value }, { onError: notSaved });

  return (
    <div className="stack">
      <p className="muted">
        Choose what others see on your public profile. Your inner circle may see and validate your Receipts.
      </p>
      <SettingSwitchList
        rows={sharingToggles}
        idOf={(key) => `share-${key}`}
        values={settings}
        onChange={change}
      />
      <StepButtons onBack={onBack} onNext={() => navigate('/receipt')} next="Save & Complete Profile" />
    </div>
  );
}
