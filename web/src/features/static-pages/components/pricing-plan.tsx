import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { Link } from 'react-router-dom';

/** The one plan there is: its name, its price, what it includes and the way in. */
export function PricingPlan() {
  return (
    <>
      <section className="card pricing-plan" aria-labelledby="pricing-plan-name">
        <h2 id="pricing-plan-name">{messages.planName}</h2>
        <p className="pricing-price">
          <span className="pricing-amount">{messages.planPrice}</span>
          <span className="muted">{messages.planPeriod}</span>
        </p>
        <p>
          {format(messages.planSummary, {
            trial: messages.freeTrialText,
            noCard: messages.noCreditCardText,
          })}
        </p>
        <ul>
          <li>Your profile with a shareable link and QR code</li>
          <li>
            Giving and collecting Receipts, with voice notes up to {limits.voiceRecordingMaxSeconds} seconds
          </li>
          <li>Your Receipts hub, growth dashboard and goal tags</li>
          <li>An inner circle of {limits.innerCircleMax} and your address book</li>
          <li>Sharing settings for what the public sees</li>
        </ul>
        <Link to="/signup" className="button button-primary">
          {messages.startFreeTrial}
        </Link>
      </section>
      <p className="muted">{messages.planFuture}</p>
    </>
  );
}
