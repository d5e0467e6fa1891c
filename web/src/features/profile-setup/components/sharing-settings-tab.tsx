import '@/components/switch.css';
import type { SharingSettings } from '@contract/schemas/profile';
import * as Switch from '@radix-ui/react-switch';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { useSaveSharingSettings } from '@/lib/use-save-sharing-settings';

const toggles: { key: keyof SharingSettings; label: string; description: string }[] = [
  { key: 'goals', label: 'Share goals', description: 'Show your goal tags on your public profile.' },
  { key: 'receipts', label: 'Share Receipts', description: 'Show Receipts in your public categories.' },
  { key: 'bio', label: 'Share bio', description: 'Show your short bio on your public profile.' },
  {
    key: 'signedOutVisitors',
    label: 'Open profile link',
    description: 'Let anyone with your profile link see your public profile without signing in.',
  },
];

export function SharingSettingsTab({ settings, onBack }: { settings: SharingSettings; onBack(): void }) {
  const save = useSaveSharingSettings();
  const navigate = useNavigate();
  const { toast } = useToast();

  const change = (key: keyof SharingSettings, value: boolean) => {
    save.mutate(
      { ...settings, [key]: value },
      {
        onError: (error) =>
          toast({
            title: 'Sharing setting not saved',
            description: `${error.message} Your previous choice was restored.`,
          }),
      },
    );
  };

  return (
    <div className="stack">
      <p className="muted">
        Choose what others see on your public profile. Your inner circle may see and validate your Receipts.
      </p>
      <ul className="toggle-list">
        {toggles.map(({ key, label, description }) => (
          <li key={key} className="toggle-row">
            <div>
              <label htmlFor={`share-${key}`} className="strong">
                {label}
              </label>
              <p className="muted small" id={`share-${key}-description`}>
                {description}
              </p>
            </div>
            <Switch.Root
              id={`share-${key}`}
              className="switch"
              checked={settings[key]}
              aria-describedby={`share-${key}-description`}
              onCheckedChange={(value) => change(key, value)}
            >
              <Switch.Thumb className="switch-thumb" />
            </Switch.Root>
          </li>
        ))}
      </ul>
      <div className="button-row spread">
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button-primary" onClick={() => navigate('/receipt')}>
          Save & Complete Profile
        </button>
      </div>
    </div>
  );
}
