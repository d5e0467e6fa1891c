import { usePageTitle } from '@/lib/use-page-title';
import { settingsSections } from './settings-sections';
import '@/components/shared.css';
import './settings.css';

/** `/app/settings`: the account and what others see, one section under another. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <div className="settings-page">
      <header className="page-head">
        <h1>Settings</h1>
      </header>
      {settingsSections.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </div>
  );
}
