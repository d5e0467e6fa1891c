import { sitePaths } from '@contract/site-paths';
import './top-bar.css';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { isAppLayoutPath, landingSections, memberPages } from '@/lib/site-links';
import { useDarkMode } from '@/lib/theme';
import { AppLinkList } from './app-links';
import { MenuIcon } from './menu-icon';
import { SettingsIcon } from './settings-icon';
import { ThemeIcon } from './theme-icon';
import { useToast } from './toast';
import { UnreadBadge } from './unread-badge';
import { useNavMenu } from './use-nav-menu';

/**
 * The one navigation of every page. Desktop: brand, the landing page's sections (landing only), the
 * member's pages and the account buttons on one row. Phone: the brand and a Menu button whose panel holds
 * the same links, Logout and the theme toggle, plus the `/app` sidebar's links on `/app` pages (the sidebar
 * itself is desktop-only). Every link is in the DOM once; CSS decides where it shows.
 */
export function TopBar({ landing = false }: { landing?: boolean }) {
  const { state, signOut } = useAuth();
  const [dark, toggleDark] = useDarkMode();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast } = useToast();
  const menu = useNavMenu();
  const signedIn = state.status === 'signedIn';

  const logout = async () => {
    await signOut();
    navigate(sitePaths.login);
    toast({ title: 'Signed out', description: 'See you soon. Your Receipts will be here when you return.' });
  };

  return (
    <header ref={menu.frame} className={`top-bar${signedIn ? ' top-bar-signed-in' : ''}`}>
      <nav className="top-bar-inner" aria-label="Main">
        <Link to="/" className="brand">
          Receipts
        </Link>
        <button
          ref={menu.button}
          type="button"
          className="icon-button top-bar-menu-button"
          aria-expanded={menu.open}
          aria-controls="top-bar-menu"
          onClick={menu.toggle}
        >
          <MenuIcon open={menu.open} />
          <span className="visually-hidden">Menu</span>
          {/* The hub link's count, in sight while the menu is closed. */}
          {signedIn && !menu.open ? <UnreadBadge /> : null}
        </button>
        <div ref={menu.panel} id="top-bar-menu" className={`top-bar-menu${menu.open ? ' open' : ''}`}>
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
          {signedIn ? (
            <ul className="top-bar-pages" aria-label="Your pages">
              {memberPages.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="nav-link">
                    {link.label}
                    {link.to === sitePaths.hub ? <UnreadBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
          {signedIn && isAppLayoutPath(pathname) ? (
            <AppLinkList className="top-bar-app-links" linkClassName="nav-link" label="App" />
          ) : null}
          <div className="top-bar-links">
            {signedIn ? (
              <>
                <NavLink
                  to={sitePaths.settings}
                  className="icon-button top-bar-settings"
                  aria-label="Settings"
                >
                  <SettingsIcon />
                  <span className="top-bar-menu-text" aria-hidden="true">
                    Settings
                  </span>
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
              className="icon-button top-bar-theme"
              onClick={toggleDark}
              aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
              aria-pressed={dark}
            >
              <ThemeIcon dark={dark} />
              <span className="top-bar-menu-text" aria-hidden="true">
                {dark ? 'Light mode' : 'Dark mode'}
              </span>
            </button>
          </div>
        </div>
      </nav>
    </header>
  );
}
