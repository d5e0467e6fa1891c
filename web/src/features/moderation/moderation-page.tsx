import * as messages from '@contract/messages';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { OpenReports } from './components/open-reports';
import '@/components/shared.css';
import './moderation.css';

const headingId = 'moderation-heading';

/**
 * `/app/moderation`: open reports for members of the moderators group. The site asks the ID token only to
 * choose what to show; the API checks the same claim on every moderation route.
 */
export default function ModerationPage() {
  const { state } = useAuth();
  usePageTitle('Moderation');
  const moderator = state.user?.moderator === true;
  return (
    <section className="moderation-page" aria-labelledby={headingId}>
      <header className="page-head">
        <h1 id={headingId} tabIndex={-1}>
          Moderation
        </h1>
        {moderator ? (
          <p className="muted">
            Open reports, newest first. You see what was reported, never who sent it or who reported it.
          </p>
        ) : null}
      </header>
      {moderator ? (
        <OpenReports headingId={headingId} />
      ) : (
        <div className="moderation-refused">
          <p className="error-banner" role="alert">
            {messages.moderatorsOnly}
          </p>
          <p className="muted small">{messages.moderatorsOnlyHint}</p>
        </div>
      )}
    </section>
  );
}
