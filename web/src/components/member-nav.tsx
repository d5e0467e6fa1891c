import './member-nav.css';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { memberPlaces, moderationPlace, placeOf } from '@/lib/member-places';
import { PlaceIcon } from './place-icons';
import { UnreadBadge } from './unread-badge';

/**
 * The one navigation of a signed-in member's pages: a sidebar on a desktop, a bottom bar on a phone (the
 * same links, CSS decides). The current place is marked, Moderation shows for moderators only, and on a
 * desktop only: the bar keeps five places, and Settings links to Moderation.
 */
export function MemberNav() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const places = state.user?.moderator ? [...memberPlaces, moderationPlace] : memberPlaces;
  const current = placeOf(pathname, places);
  return (
    <nav className="member-nav" aria-label="Main">
      <ul className="member-nav-list">
        {places.map((place) => (
          <li key={place.to} className={place === moderationPlace ? 'member-nav-extra' : undefined}>
            <Link
              to={place.to}
              className="member-nav-link"
              aria-current={place === current ? 'page' : undefined}
            >
              <PlaceIcon label={place.label} />
              <span className="member-nav-label">{place.label}</span>
              {place.label === 'Home' ? <UnreadBadge /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The views of the current place (Home: hub and timeline; Growth: dashboard, goals, journal, requests). */
export function PlaceViews() {
  const { pathname } = useLocation();
  const place = placeOf(pathname, memberPlaces);
  if (!place?.views) return null;
  return (
    <nav className="place-views" aria-label={`${place.label} views`}>
      {place.views.map((view) => (
        <Link
          key={view.to}
          to={view.to}
          className="place-view"
          aria-current={pathname === view.to ? 'page' : undefined}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
