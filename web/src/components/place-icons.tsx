import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';
import { SettingsIcon } from './settings-icon';

/** Outline icons for the member's places, by label. */
const drawings: Record<string, ReactNode> = {
  Home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  Give: <path d="M22 2L11 13M22 2l-7 20-4-9-9-4z" />,
  Growth: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  Profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  Moderation: <path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" />,
};

export function PlaceIcon({ label }: { label: string }) {
  if (label === 'Settings') return <SettingsIcon />;
  return <LineIcon rounded>{drawings[label]}</LineIcon>;
}
