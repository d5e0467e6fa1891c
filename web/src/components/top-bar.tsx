import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { useDarkMode } from '@/lib/theme';
import { ThemeIcon } from './theme-icon';

const signedInLinks = [
  { to: '/profile-setup', label: 'Profile Setup' },
  { to: '/receipt', label: 'Give a Receipt' },
  { to: '/receipts-hub', label: 'Receipts Hub' },
  { to: '/profile-page', label: 'View Profile' },
];

export function TopBar() {
  const { state, signOut } = useAuth();
  const [dark, toggleDark] = useDarkMode();
  const navigate = useNavigate();

  const logout = async () => {
    await signOut();
    navigate('/login');
  };

  return (
    <header className="top-bar">
      <nav className="top-bar-inner" aria-label="Main">
        <Link to="/" className="brand">
          Receipts
        </Link>
        <div className="top-bar-links">
          {state.status === 'signedIn' ? (
            <>
              {signedInLinks.map((link) => (
                <NavLink key={link.to} to={link.to} className="nav-link">
                  {link.label}
                </NavLink>
              ))}
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
