import { Link } from 'react-router-dom';
import { freeTrialText, noCreditCardText } from '@/lib/marketing';

export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="landing-cta" aria-labelledby="cta-title">
      <div className="landing-container landing-narrow">
        <h2 id="cta-title">Start collecting Receipts today</h2>
        <p className="landing-cta-text">
          Try Receipts with a {freeTrialText}. {noCreditCardText}.
        </p>
        {signedIn ? (
          <Link to="/receipt" className="button button-large landing-cta-button">
            Give a Receipt
          </Link>
        ) : (
          <Link to="/signup" className="button button-large landing-cta-button">
            Start Your Free Trial
          </Link>
        )}
      </div>
    </section>
  );
}
