import { limits } from '@contract/limits';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { ErrorBanner } from '@/components/error-banner';
import { Handle } from '@/components/handle';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-error';
import { useInnerCircle, useRemoveFromCircle } from '../api/contacts';
import { StepButtons } from './step-buttons';

export function InnerCircleTab({ onBack, onNext }: { onBack(): void; onNext(): void }) {
  const circle = useInnerCircle();
  const remove = useRemoveFromCircle();
  const [error, setError] = useState<string | null>(null);
  const members = circle.data?.items ?? [];

  return (
    <div className="stack">
      <p className="muted">
        Your inner circle: up to {limits.innerCircleMax} people closest to you. Add them from your address
        book.
      </p>
      <ErrorBanner message={error ?? (circle.isError ? circle.error.message : null)} />
      {circle.isPending ? (
        <Spinner />
      ) : members.length === 0 ? (
        <p className="empty">No contacts added to inner circle yet</p>
      ) : (
        <ul className="member-list">
          {members.map((member) => (
            <li key={member.id} className="member">
              <Avatar name={member.name} photoURL={null} />
              <div className="member-text">
                <strong>{member.name}</strong>
                <Handle className="muted small" username={member.username} />
              </div>
              {member.verified ? <span className="badge badge-success">Verified</span> : null}
              <button
                type="button"
                className="button button-ghost button-small"
                disabled={remove.isPending}
                onClick={() => {
                  setError(null);
                  remove.mutate(member.id, {
                    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
                  });
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <StepButtons onBack={onBack} onNext={onNext} next="Continue to Address Book" />
    </div>
  );
}
