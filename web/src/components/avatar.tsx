import './shared.css';
import { initialsOf } from '@contract/initials';
import type { PhotoVariant } from '@contract/schemas/profile';

/**
 * The photo's sizes as `srcset` candidates. The avatar is a square that the photo covers, so what must
 * fill it is the photo's shorter side: that is each candidate's width, and the browser picks the smallest
 * one that is sharp at the avatar's size and the screen's density (a 40 px avatar at 2x gets the 96 one).
 */
const srcSetOf = (variants: PhotoVariant[]) =>
  variants.map((v) => `${v.url} ${Math.min(v.width, v.height)}w`).join(', ');

/** The initials' size: the step of the type scale (web/src/styles/base.css) that fits an avatar `size` px wide. */
const initialsSize = (size: number) => {
  const step = size < 40 ? 'xs' : size < 56 ? 'sm' : size < 88 ? 'lg' : size < 96 ? 'xl' : 'display';
  return `var(--text-${step})`;
};

export function Avatar({
  name,
  photoURL,
  photoVariants = [],
  size = 40,
}: {
  name: string;
  photoURL: string | null;
  /** The sizes the server made (empty for a photo stored before photos were remade: `photoURL` alone). */
  photoVariants?: PhotoVariant[];
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: initialsSize(size) };
  return photoURL ? (
    <img
      className="avatar"
      src={photoURL}
      srcSet={photoVariants.length > 0 ? srcSetOf(photoVariants) : undefined}
      sizes={photoVariants.length > 0 ? `${size}px` : undefined}
      alt={name ? `${name}'s photo` : 'Profile photo'}
      style={style}
    />
  ) : (
    <span className="avatar avatar-initials" style={style} role="img" aria-label={name || 'Profile'}>
      {initialsOf(name)}
    </span>
  );
}
