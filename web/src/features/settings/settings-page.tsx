import { useEffect } from 'react';
import { PageHead } from '@/components/page-head';
import { reportSignInMethods } from '@/lib/sign-in-methods';
import { usePageTitle } from '@/lib/use-page-title';
import { settingsSections } from './settings-sections';
import '@/components/shared.css';
import './settings.css';

/** `/app/settings`: the account and what others see, one section under another. */
export default function SettingsPage() {
  usePageTitle('Settings');
  // A passkey or two-step change made elsewhere (or whose report failed) is e-mailed from here.
  useEffect(() => {
    void reportSignInMethods();
  }, []);
  return (
    <div className="settings-page">
      <PageHead title="Settings" />
      {settingsSections.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </div>
  );
}
