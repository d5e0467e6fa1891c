import { messages } from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

// The share panel (link, QR code, "Ask for a receipt") loads only for a member who has nothing yet.
const ShareLinkPanel = lazy(async () => ({
  default: (await import('@/components/share/share-link-panel')).ShareLinkPanel,
}));

/** A new member's dashboard: what it will show, and the three ways to get it going. */
export function EmptyState() {
  return (
    <div className="dashboard-empty stack">
      <section className="card dashboard-card" aria-labelledby="dashboard-empty-title">
        <h2 id="dashboard-empty-title">Get started</h2>
        <p>{messages.dashboardEmpty}</p>
        <ol className="dashboard-steps">
          <li>
            <strong>Share your link.</strong> Anyone with it can leave you a receipt.
          </li>
          <li>
            <strong>Ask for a receipt.</strong> We write the message; you send it to someone who knows your
            work.
          </li>
          <li>
            <strong>Give one.</strong> Tell someone what you noticed in them.{' '}
            <Link to={sitePaths.give}>Give a Receipt</Link>
          </li>
        </ol>
      </section>
      <Suspense fallback={null}>
        <ShareLinkPanel />
      </Suspense>
    </div>
  );
}
