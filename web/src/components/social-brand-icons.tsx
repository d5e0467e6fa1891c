import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';

export type SocialNetwork = 'x' | 'instagram' | 'facebook' | 'linkedin';

/** Outline marks of the networks in the landing footer, drawn inline (no icon font, no extra request). */
const paths: Record<SocialNetwork, ReactNode> = {
  x: <path d="M4 4l11.7 16H20L8.3 4zM4 20l6.8-7.4M20 4l-6.8 7.4" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <path d="M2 9h4v12H2z" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
};

export const socialNetworkNames: Record<SocialNetwork, string> = {
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

export function SocialBrandIcon({ network }: { network: SocialNetwork }) {
  return <LineIcon rounded>{paths[network]}</LineIcon>;
}
