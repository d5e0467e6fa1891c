import { NavLink } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { appSidebarLinks, moderationLink } from '@/lib/site-links';

/**
 * The `/app` layout's links (SPEC §2), with Moderation for moderators: in the sidebar on a desktop and in the
 * top bar's menu on a phone.
 */
export function AppLinkList({
  className,
  linkClassName,
  label,
}: {
  className: string;
  linkClassName: string;
  label?: string;
}) {
  const { state } = useAuth();
  const links = state.user?.moderator ? [...appSidebarLinks, moderationLink] : appSidebarLinks;
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClassName}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
