import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { Spinner } from '@/components/spinner';
import { type Recipient, useFindRecipients, useRecentRecipients } from '../api/recipients';

const QrScanner = lazy(() => import('./qr-scanner'));

export function RecipientPicker({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect(r: Recipient): void;
}) {
  const recent = useRecentRecipients();
  const [filter, setFilter] = useState('');
  const [term, setTerm] = useState('');
  const found = useFindRecipients(term);

  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase().replace(/^@/, '');
    const base = [...(found.data ?? []), ...recent.recipients];
    const unique = [...new Map(base.map((r) => [r.id, r])).values()];
    return unique.filter(
      (r) => !needle || r.name.toLowerCase().includes(needle) || r.username.toLowerCase().includes(needle),
    );
  }, [filter, found.data, recent.recipients]);

  return (
    <Tabs.Root defaultValue="search" className="picker">
      <Tabs.List className="segmented" aria-label="Find a recipient">
        <Tabs.Trigger value="search" className="segment">
          Search by Username
        </Tabs.Trigger>
        <Tabs.Trigger value="qr" className="segment">
          Scan QR Code
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="search" className="stack">
        <search>
          <form
            className="toolbar"
            onSubmit={(event) => {
              event.preventDefault();
              setTerm(filter.trim().replace(/^@/, '').toLowerCase());
            }}
          >
            <label htmlFor="recipient-search" className="visually-hidden">
              Search by name or username
            </label>
            <input
              id="recipient-search"
              type="search"
              placeholder="Search by name or username"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            <button type="submit" className="button button-secondary">
              Find
            </button>
          </form>
        </search>
        <h2 className="section-title">Recent Recipients</h2>
        <ErrorBanner message={recent.error ? recent.error.message : null} />
        {recent.isPending ? (
          <Spinner label="Loading people…" />
        ) : visible.length === 0 ? (
          <p className="empty">No one matches “{filter}”.</p>
        ) : (
          <ul className="recipient-grid">
            {visible.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className={`recipient ${r.id === selectedId ? 'recipient-selected' : ''}`}
                  aria-pressed={r.id === selectedId}
                  onClick={() => onSelect(r)}
                >
                  <span className="avatar avatar-initials recipient-initial" aria-hidden="true">
                    {r.initial}
                  </span>
                  <span className="recipient-name">{r.name || r.username}</span>
                  <span className="muted small recipient-username">@{r.username}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {recent.hasMore ? (
          <button
            type="button"
            className="button button-ghost"
            disabled={recent.isLoadingMore}
            onClick={() => void recent.loadMore()}
          >
            {recent.isLoadingMore ? 'Loading...' : 'Show more people'}
          </button>
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="qr" className="stack center-content">
        <p className="muted">Scan someone’s Receipts QR code to give them a receipt.</p>
        {/* Radix mounts a tab's content only while it is open: the camera and decoder load on demand. */}
        <Suspense fallback={<Spinner label="Loading the scanner…" />}>
          <QrScanner onRecipient={onSelect} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
