import { sitePaths } from '@contract/site-paths';
import './app-shell.css';
import { NavLink, Outlet } from 'react-router-dom';
import { Avatar } from '@/components/avatar';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/use-me';

const sidebarLinks = [
  { to: sitePaths.dashboard, label: 'Dashboard' },
  { to: sitePaths.receipts, label: 'Receipts' },
  { to: sitePaths.goals, label: 'Goals' },
  { to: sitePaths.profile, label: 'Profile' },
  { to: sitePaths.settings, label: 'Settings' },
];
/** Shown to moderators only (the ID token says so); the API refuses everyone else all the same. */
const moderationLink = { to: sitePaths.moderation, label: 'Moderation' };

/** The `/app` layout (SPEC §2): a sidebar with the user's initial and username beside the page. */
export default function AppShellLayout() {
  const { state } = useAuth();
  const me = useMe();
  const profile = me.data?.profile;
  const name =
    profile?.fullName || [state.user?.firstName, state.user?.lastName].filter(Boolean).join(' ') || 'You';
  const username = profile?.username;
  const links = state.user?.moderator ? [...sidebarLinks, moderationLink] : sidebarLinks;

  return (
    <div className="app-shell">
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
        <nav aria-label="App">
          <ul className="app-sidebar-links link-column">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="app-sidebar-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="app-shell-page">
        <Outlet />
      </div>
    </div>
  );
}
