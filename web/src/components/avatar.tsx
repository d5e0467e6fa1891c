import './shared.css';
import { initialsOf } from '@contract/initials';

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
