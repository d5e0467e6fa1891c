import './shared.css';
import { limits } from '@contract/limits';

/** Up to two initials from a name, the spec's "JA" when there is none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return letters.slice(0, limits.initialsMax) || limits.defaultInitials;
}

export function Avatar({
  name,
  photoURL,
  size = 40,
}: {
  name: string;
  photoURL: string | null;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  return photoURL ? (
    <img className="avatar" src={photoURL} alt={name ? `${name}'s photo` : 'Profile photo'} style={style} />
  ) : (
    <span className="avatar avatar-initials" style={style} role="img" aria-label={name || 'Profile'}>
      {initialsOf(name)}
    </span>
  );
}
