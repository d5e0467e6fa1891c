import { PageHead } from '@/components/page-head';
import { usePageTitle } from '@/lib/use-page-title';
import { settingsSections } from './settings-sections';
import '@/components/shared.css';
import './settings.css';

/** `/app/settings`: the account and what others see, one section under another. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <div className="settings-page">
      <PageHead title="Settings" />
      {settingsSections.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </div>
  );
}
