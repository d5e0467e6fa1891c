import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import './top-bar.css';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { landingSections } from '@/lib/site-links';
import { useDarkMode } from '@/lib/theme';
import { MenuIcon } from './menu-icon';
import { ThemeIcon } from './theme-icon';
import { useToast } from './toast';
import { useNavMenu } from './use-nav-menu';

/**
 * The bar at the top of every page. Desktop: brand, the landing page's sections (landing only) and the
 * account buttons on one row. Phone, signed out: the brand and a Menu button whose panel holds the same
 * links and the theme toggle. Signed in, a member's pages are in the member navigation (member-nav.tsx),
 * so the bar keeps only the brand, Sign Out and the theme toggle, on one row at every width.
 */
export function TopBar({ landing = false }: { landing?: boolean }) {
  const { state, signOut } = useAuth();
  const [dark, toggleDark] = useDarkMode();
  const navigate = useNavigate();
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
      <nav className="top-bar-inner" aria-label="Site">
        <Link to="/" className="brand">
          Receipts
        </Link>
        {/* A member's pages are in the member navigation: their bar needs no menu. */}
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
          <div className="top-bar-links">
            {signedIn ? (
              <button type="button" className="button button-ghost" onClick={logout}>
                {messages.signOut}
              </button>
            ) : state.status === 'signedOut' ? (
              <>
                <NavLink to="/login" className="nav-link">
                  {messages.signIn}
                </NavLink>
                <NavLink to="/signup" className="button button-primary button-small">
                  {messages.signUp}
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
