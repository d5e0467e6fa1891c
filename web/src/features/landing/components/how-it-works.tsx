import { demoVideoLength } from '@/lib/marketing';
import { LandingSection } from './landing-section';

const steps = [
  {
    title: 'Create your profile',
    text: 'Sign up, claim your username and pick the goal tags you are working on.',
  },
  {
    title: 'Share your profile link or QR',
    text: 'Send your link to friends, coworkers and family, or let them scan its QR code from your phone.',
  },
  {
    title: 'Collect Receipts',
    text: 'People you know give you short Receipts. You decide which ones the world sees.',
  },
];

export function HowItWorks({ onWatchDemo }: { onWatchDemo(): void }) {
  return (
    <LandingSection id="how-it-works" eyebrow="How It Works" title="Three steps to your first Receipt" tinted>
      <ol className="landing-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="landing-step">
            <span className="initial-circle landing-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="landing-demo-line">
        <button type="button" className="button button-secondary" onClick={onWatchDemo}>
          Watch the {demoVideoLength.adjective} demo
        </button>
      </p>
    </LandingSection>
  );
}
