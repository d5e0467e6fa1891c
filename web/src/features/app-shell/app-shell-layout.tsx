import './app-shell.css';
import { sitePaths } from '@contract/site-paths';
import { Outlet, useLocation } from 'react-router-dom';
import { Avatar } from '@/components/avatar';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/use-me';

/**
 * The `/app` layout (SPEC §2): the member's initials and username in one line, once, above the dashboard
 * (the growth home, where whose figures they are helps), not above every page title. The pages' links are
 * in the member navigation (member-nav.tsx).
 */
export default function AppShellLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      {pathname === sitePaths.dashboard ? <MemberIdentity /> : null}
      <div className="app-shell-page">
        <Outlet />
      </div>
    </div>
  );
}

/** Photo or initials, name and username. */
function MemberIdentity() {
  const { state } = useAuth();
  const me = useMe();
  const profile = me.data?.profile;
  const name =
    profile?.fullName || [state.user?.firstName, state.user?.lastName].filter(Boolean).join(' ') || 'You';
  const username = profile?.username;

  return (
    <aside className="app-sidebar" aria-label="Your account">
      <div className="app-sidebar-user">
        <span className="app-sidebar-initial" aria-hidden="true">
          <Avatar
            name={name}
            photoURL={profile?.photoURL ?? null}
            photoVariants={profile?.photoVariants}
            size={44}
          />
        </span>
        <div className="app-sidebar-who">
          <p className="app-sidebar-name">{name}</p>
          <p className="app-sidebar-username">
            {username ? `@${username}` : me.isPending ? 'Loading…' : 'No username yet'}
          </p>
        </div>
      </div>
    </aside>
  );
}
