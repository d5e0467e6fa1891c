import { sitePaths } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { SettingsSection } from './settings-section';

/**
 * For moderators only: the way to the moderation page, which a phone's bottom bar leaves out (five places at
 * most); a desktop's sidebar lists it as well.
 */
export function ModerationSection() {
  const { state } = useAuth();
  if (state.user?.moderator !== true) return null;
  return (
    <SettingsSection id="moderation" title="Moderation" description="Reports waiting for a moderator.">
      <Link to={sitePaths.moderation} className="button button-secondary button-small">
        Open Moderation
      </Link>
    </SettingsSection>
  );
}
