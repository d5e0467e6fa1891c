import { sitePaths } from '@contract/site-paths';
import './top-bar.css';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { landingSections } from '@/lib/site-links';
import { useDarkMode } from '@/lib/theme';
import { SettingsIcon } from './settings-icon';
import { ThemeIcon } from './theme-icon';
import { useToast } from './toast';
import { UnreadBadge } from './unread-badge';

const signedInLinks = [
  { to: sitePaths.profileSetup, label: 'Profile Setup' },
  { to: sitePaths.give, label: 'Give a Receipt' },
  { to: sitePaths.hub, label: 'Receipts Hub' },
  { to: sitePaths.ownProfileOld, label: 'View Profile' },
];

/** The top bar of every page; on the landing page (`landing`) it also links to the page's sections. */
export function TopBar({ landing = false }: { landing?: boolean }) {
  const { state, signOut } = useAuth();
  const [dark, toggleDark] = useDarkMode();
  const navigate = useNavigate();
  const { toast } = useToast();

  const logout = async () => {
    await signOut();
    navigate('/login');
    toast({ title: 'Signed out', description: 'See you soon. Your Receipts will be here when you return.' });
  };

  return (
    <header className={`top-bar${state.status === 'signedIn' ? ' top-bar-signed-in' : ''}`}>
      <nav className="top-bar-inner" aria-label="Main">
        <Link to="/" className="brand">
          Receipts
        </Link>
        {landing ? (
          <ul className="top-bar-sections" aria-label="On this page">
            {landingSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="nav-link">
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === 'signedIn' ? (
          <div className="top-bar-pages">
            {signedInLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className="nav-link">
                {link.label}
                {link.to === sitePaths.hub ? <UnreadBadge /> : null}
              </NavLink>
            ))}
          </div>
        ) : null}
        <div className="top-bar-links">
          {state.status === 'signedIn' ? (
            <>
              <NavLink to={sitePaths.settings} className="icon-button" aria-label="Settings" title="Settings">
                <SettingsIcon />
              </NavLink>
              <button type="button" className="button button-ghost" onClick={logout}>
                Logout
              </button>
            </>
          ) : state.status === 'signedOut' ? (
            <>
              <NavLink to="/login" className="nav-link">
                Login
              </NavLink>
              <NavLink to="/signup" className="button button-primary button-small">
                Sign Up
              </NavLink>
            </>
          ) : null}
          <button
            type="button"
            className="icon-button"
            onClick={toggleDark}
            aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
            aria-pressed={dark}
          >
            <ThemeIcon dark={dark} />
          </button>
        </div>
      </nav>
    </header>
  );
}
