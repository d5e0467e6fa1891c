import * as messages from '@contract/messages';
import { Link } from 'react-router-dom';
import { SampleReceiptFace } from '@/components/arrival/sample-receipt';
import type { AuthState } from '@/lib/auth';
import { demoVideoLength } from '@/lib/marketing';

/** The hero. "Create Your Profile" shows only to visitors who are not signed in (SPEC §2). */
export function Hero({ auth, onWatchDemo }: { auth: AuthState['status']; onWatchDemo(): void }) {
  return (
    <section className="landing-hero marketing-glow" aria-labelledby="hero-title">
      <div className="marketing-container landing-hero-grid">
        <div className="landing-hero-text">
          <p className="eyebrow">Feedback for personal growth</p>
          <h1 id="hero-title">Receipts for who you really are</h1>
          <p className="lead">
            Collect and give short, meaningful notes about emotional intelligence, authenticity and personal
            growth, from the people who see you at your best and on your hard days.
          </p>
          <div className="button-row">
            {auth === 'signedIn' ? (
              <Link to="/receipt" className="button button-primary button-large">
                Give a Receipt
              </Link>
            ) : auth === 'signedOut' ? (
              <Link to="/signup" className="button button-primary button-large">
                Create Your Profile
              </Link>
            ) : null}
            <button type="button" className="button button-secondary button-large" onClick={onWatchDemo}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
              Watch Demo <span className="landing-demo-length">({demoVideoLength.short})</span>
            </button>
          </div>
        </div>
        <figure className="landing-sample" aria-label={messages.sampleReceiptLabel}>
          <div className="landing-sample-card">
            <SampleReceiptFace />
          </div>
          <div className="landing-sample-card landing-sample-back" aria-hidden="true" />
          <figcaption className="visually-hidden">An example of a Receipt a coworker might give.</figcaption>
        </figure>
      </div>
    </section>
  );
}
