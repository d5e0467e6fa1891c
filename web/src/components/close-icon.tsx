import { LineIcon } from './line-icon';

/** The × of a close or dismiss button (the button carries the accessible name). */
export function CloseIcon({ size }: { size: number }) {
  return (
    <LineIcon size={size} strokeWidth="2.5">
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}
