import { demoVideoLength } from '@/lib/marketing';

const steps = [
  {
    title: 'Create your profile',
    text: 'Sign up, claim your username and pick the goal tags you are working on.',
  },
  {
    title: 'Share your profile link or QR',
    text: 'Send your link to friends, coworkers and family. QR codes are coming soon.',
  },
  {
    title: 'Collect Receipts',
    text: 'People you know give you short Receipts. You decide which ones the world sees.',
  },
];

export function HowItWorks({ onWatchDemo }: { onWatchDemo(): void }) {
  return (
    <section id="how-it-works" className="landing-section landing-section-tinted" aria-labelledby="how-title">
      <div className="landing-container">
        <header className="landing-section-header">
          <p className="landing-eyebrow">How It Works</p>
          <h2 id="how-title">Three steps to your first Receipt</h2>
        </header>
        <ol className="landing-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="landing-step">
              <span className="landing-step-number" aria-hidden="true">
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
      </div>
    </section>
  );
}
