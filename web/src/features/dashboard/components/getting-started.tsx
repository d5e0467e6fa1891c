import * as messages from '@contract/messages';
import type { Dashboard } from '@contract/schemas/dashboard';
import { sitePaths } from '@contract/site-paths';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { importAgain } from '@/lib/import-again';
import { lazyOfImportsAgain } from '@/lib/lazy-again';

// The share panel (link, QR code, "Ask for a receipt") loads only while the member is getting started.
const ShareLinkPanel = lazyOfImportsAgain(async () => ({
  default: (await importAgain(() => import('@/components/share/share-link-panel'))).ShareLinkPanel,
}));

function Step({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  return (
    <li className={done ? 'dashboard-step is-done' : 'dashboard-step'}>
      <span className="dashboard-step-mark" aria-hidden="true">
        {done ? '✓' : ''}
      </span>
      <span>
        <strong>{title}</strong>
        {done ? <span className="visually-hidden"> (done)</span> : null} {children}
      </span>
    </li>
  );
}

/**
 * The dashboard of a member with no receipts yet, given or received: a checklist of the ways to get going,
 * ticked as the member does them, and their share link.
 */
export function GettingStarted({ dashboard }: { dashboard: Dashboard }) {
  const { received, given } = dashboard.balance;
  return (
    <div className="dashboard-empty stack">
      <section className="card dashboard-card" aria-labelledby="dashboard-empty-title">
        <h2 id="dashboard-empty-title">Get started</h2>
        <p>{messages.dashboardEmpty}</p>
        <ol className="dashboard-steps">
          <Step done={received > 0} title="Get your first receipt.">
            Share your link: anyone with it can leave you one. Or ask someone who knows your work; we write
            the message.
          </Step>
          <Step done={given > 0} title="Give one.">
            Tell someone what you noticed in them. <Link to={sitePaths.give}>Give a Receipt</Link>
          </Step>
          <Step done={dashboard.innerCircle.length > 0} title="Choose your inner circle.">
            The few people whose receipts you want beside your own.{' '}
            <Link to={sitePaths.profileSetup}>Add someone</Link>
          </Step>
        </ol>
      </section>
      <Suspense fallback={null}>
        <ShareLinkPanel />
      </Suspense>
    </div>
  );
}
