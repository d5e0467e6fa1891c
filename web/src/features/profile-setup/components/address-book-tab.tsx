import { limits } from '@contract/limits';
import type { Contact } from '@contract/schemas/contacts';
import { useMemo, useState } from 'react';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { ErrorBanner } from '@/components/error-banner';
import { SearchBox } from '@/components/search-box';
import { Spinner } from '@/components/spinner';
import { TagIcon } from '@/components/tag-icons';
import { ApiError } from '@/lib/api-error';
import { useAddToCircle, useContacts, useDeleteContact, useInnerCircle } from '../api/contacts';
import { AddContactDialog } from './add-contact-dialog';
import { StepButtons } from './step-buttons';

export function AddressBookTab({ onBack, onNext }: { onBack(): void; onNext(): void }) {
  const contacts = useContacts();
  const circle = useInnerCircle();
  const addToCircle = useAddToCircle();
  const remove = useDeleteContact();
  const [search, setSearch] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);

  const circleIds = new Set((circle.data?.items ?? []).map((m) => m.id));
  const circleFull = circleIds.size >= limits.innerCircleMax;
  const visible = useMemo(() => {
    const term = search.trim().toLowerCase().replace(/^@/, '');
    return (contacts.data?.items ?? []).filter(
      (c) => !term || c.name.toLowerCase().includes(term) || c.username.includes(term),
    );
  }, [contacts.data, search]);
  const onError = (e: Error) => setError(e instanceof ApiError ? e.message : String(e));

  return (
    <div className="stack">
      <div className="toolbar">
        <SearchBox id="contact-search" label="Search contacts" value={search} onChange={setSearch} />
        <button type="button" className="button button-primary" onClick={() => setDialogOpen(true)}>
          Add New Contact
        </button>
      </div>
      <ErrorBanner message={error ?? (contacts.isError ? contacts.error.message : null)} />
      {contacts.isPending ? (
        <Spinner />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Tags</th>
                <th scope="col">Shared</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {visible.length === 0 ? (
                <tr>
                  <td colSpan={4} className="empty">
                    No contacts found matching your search
                  </td>
                </tr>
              ) : (
                visible.map((contact) => (
                  <tr key={contact.id}>
                    <td>
                      <strong>{contact.name}</strong>
                      <div className="muted small">
                        @{contact.username}{' '}
                        {contact.verified ? <span className="badge badge-success">Verified</span> : null}
                      </div>
                    </td>
                    <td>
                      <div className="chip-row">
                        {contact.tags.map((tag) => (
                          <span key={tag} className="chip chip-static">
                            <TagIcon kind="regulation" value={tag} /> {tag}
                          </span>
                        ))}
                      </div>
                    </td>
                    <td>
                      {contact.shared} {contact.shared === 1 ? 'Receipt' : 'Receipts'}
                    </td>
                    <td>
                      <div className="button-row">
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          disabled={circleFull || circleIds.has(contact.id) || addToCircle.isPending}
                          aria-label={`Add ${contact.name} to inner circle`}
                          onClick={() => {
                            setError(null);
                            addToCircle.mutate(contact.id, { onError });
                          }}
                        >
                          {circleIds.has(contact.id) ? 'In Circle' : 'Circle'}
                        </button>
                        <button
                          type="button"
                          className="button button-ghost button-small"
                          aria-label={`Delete ${contact.name}`}
                          disabled={remove.isPending}
                          onClick={() => {
                            setError(null);
                            setDeleting(contact);
                          }}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <AddContactDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      <DialogFrame
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        description="They leave your address book. Receipts you gave or received stay."
      >
        <DialogActions>
          <button
            type="button"
            className="button button-danger"
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, { onError, onSettled: () => setDeleting(null) });
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Contact'}
          </button>
        </DialogActions>
      </DialogFrame>
      <StepButtons onBack={onBack} onNext={onNext} next="Continue to Sharing Settings" />
    </div>
  );
}
