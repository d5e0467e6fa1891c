import { LineIcon } from './line-icon';

/** Three bars, or a cross while the menu is open: the phone menu's button. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <LineIcon rounded>
      <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </LineIcon>
  );
}
