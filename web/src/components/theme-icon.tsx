import { LineIcon } from './line-icon';

/** Sun and moon drawn as SVG, so the toggle looks the same on every system (no emoji font needed). */
export function ThemeIcon({ dark }: { dark: boolean }) {
  return dark ? (
    <LineIcon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </LineIcon>
  ) : (
    <LineIcon>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </LineIcon>
  );
}
