import { limits } from '@contract/limits';
import type { ReactNode } from 'react';
import { LineIcon } from '@/components/line-icon';
import { LandingSection } from './landing-section';

/** Outline icons drawn inline, so they look the same on every system (no emoji font needed). */
const icons: Record<string, ReactNode> = {
  receipt: (
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8M10 9H8" />
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="6" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  circle: (
    <>
      <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
      <circle cx="9" cy="7" r="4" />
    </>
  ),
  lock: (
    <>
      <rect x="3" y="11" width="18" height="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </>
  ),
  verified: <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4 12 14.01l-3-3" />,
  hub: <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />,
};

const features = [
  {
    icon: 'receipt',
    title: 'Micro-testimonials',
    text: `Short written Receipts about how someone showed up, with an optional ${limits.voiceRecordingMaxSeconds}-second voice note.`,
  },
  {
    icon: 'target',
    title: 'Goal tags',
    text: 'Pick what you are working on, so the people around you know what to notice.',
  },
  {
    icon: 'circle',
    title: 'Inner circle',
    text: 'Up to five close contacts who can see and validate the Receipts you collect.',
  },
  {
    icon: 'lock',
    title: 'Privacy you control',
    text: 'Choose which categories, goals and bio are public. Everything else stays yours.',
  },
  {
    icon: 'verified',
    title: 'A verified public profile',
    text: 'One shareable link that shows the Receipts you chose to make public.',
  },
  {
    icon: 'hub',
    title: 'Receipts hub',
    text: 'Every Receipt you sent and received, grouped by Work, Health, Play and Relationships.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything you need to grow through honest feedback"
    >
      <ul className="landing-features">
        {features.map((feature) => (
          <li key={feature.title} className="landing-feature">
            <span className="landing-feature-icon" aria-hidden="true">
              <LineIcon size={22} rounded>
                {icons[feature.icon]}
              </LineIcon>
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
