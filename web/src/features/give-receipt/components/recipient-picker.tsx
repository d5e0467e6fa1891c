import * as messages from '@contract/messages';
import { UserSearchQuery } from '@contract/schemas/users';
import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Handle } from '@/components/handle';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { lazyAgain } from '@/lib/lazy-again';
import { useContractForm } from '@/lib/use-contract-form';
import { type Recipient, useFindRecipients, useRecentRecipients } from '../api/recipients';

const QrScanner = lazyAgain(() => import('./qr-scanner'));

/** How many people the grid shows before "Show more people". */
const pageSize = 12;

function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="load-error" role="alert">
      <span>{message}</span>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function RecipientPicker({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect(r: Recipient): void;
}) {
  const recent = useRecentRecipients();
  // Typing filters the people in view; Find searches everyone by username, as the contract's search rule says.
  const search = useContractForm(UserSearchQuery, { q: '' }, { mode: 'onSubmit' });
  const filter = search.watch('q');
  const [term, setTerm] = useState('');
  const find = search.handleSubmit(({ q }) => setTerm(q));
  const queryField = search.field('q');
  const [shown, setShown] = useState(pageSize);
  const found = useFindRecipients(term);

  const matching = useMemo(() => {
    const needle = filter.trim().toLowerCase().replace(/^@/, '');
    const base = [...(found.data ?? []), ...recent.recipients];
    const unique = [...new Map(base.map((r) => [r.id, r])).values()];
    return unique.filter(
      (r) => !needle || r.name.toLowerCase().includes(needle) || r.username.toLowerCase().includes(needle),
    );
  }, [filter, found.data, recent.recipients]);
  const visible = matching.slice(0, shown);
  const failed = recent.isError || found.isError;
  const retry = () => {
    if (recent.isError) recent.retry();
    if (found.isError) void found.refetch();
  };

  let body: ReactNode;
  if (failed)
    body = (
      <LoadError
        message={
          found.error instanceof ApiError && found.error.status === 429
            ? found.error.message
            : recent.isError
              ? messages.failedToLoadUsers
              : messages.errorLoadingUsers
        }
        onRetry={retry}
      />
    );
  else if (recent.isPending || found.isFetching) body = <Spinner label="Loading people…" />;
  else if (matching.length === 0 && filter.trim())
    body = (
      <p className="empty">
        No one matches “{filter.trim()}”.{' '}
        <span className="muted">Press Find to search everyone on Receipts.</span>
      </p>
    );
  else if (matching.length === 0)
    body = (
      <p className="empty">Search for someone by name or username above, or scan their Receipts QR code.</p>
    );
  else
    body = (
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
              <Handle className="muted small recipient-username" username={r.username} />
            </button>
          </li>
        ))}
      </ul>
    );

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
          <form className="toolbar" noValidate onSubmit={find}>
            <TextField
              label="Search by name or username"
              hideLabel
              className="toolbar-field"
              type="search"
              placeholder="Search by name or username"
              {...queryField}
              onChange={(event) => {
                setShown(pageSize);
                return queryField.onChange(event);
              }}
              trailing={
                <button type="submit" className="field-trailing">
                  Find
                </button>
              }
            />
          </form>
        </search>
        <h2 className="section-title">Recent Recipients</h2>
        {body}
        {!failed && matching.length > visible.length ? (
          <button type="button" className="button button-ghost" onClick={() => setShown((n) => n + pageSize)}>
            Show more people
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
