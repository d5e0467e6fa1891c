import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';
import { NotificationsSection } from './notifications-section';
import '@/components/shared.css';
import './settings.css';

/** Settings, composed of one component per section. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <section className="app-page settings-page">
      <h1>Settings</h1>
      <p className="muted">
        Sharing settings, your inner circle and your address book live in{' '}
        <Link to="/profile-setup">Profile Setup</Link>.
      </p>
      <NotificationsSection />
    </section>
  );
}
