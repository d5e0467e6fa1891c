import * as messages from '@contract/messages';
import { Link } from 'react-router-dom';

export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="landing-cta" aria-labelledby="cta-title">
      <div className="marketing-container marketing-narrow">
        <h2 id="cta-title">Start collecting Receipts today</h2>
        <p className="landing-cta-text">
          Free to use, starting with a {messages.freeTrialText}. {messages.noCreditCardText}.
        </p>
        {signedIn ? (
          <Link to="/receipt" className="button button-large landing-cta-button">
            Give a Receipt
          </Link>
        ) : (
          <Link to="/signup" className="button button-large landing-cta-button">
            {messages.startFreeTrial}
          </Link>
        )}
      </div>
    </section>
  );
}
