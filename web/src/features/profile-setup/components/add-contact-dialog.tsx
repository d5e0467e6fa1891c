import '@/components/shared.css';
import { type EmotionalRegulation, emotionalRegulationEmoji, emotionalRegulations } from '@contract/enums';
import { messages } from '@contract/messages';
import type { UserSearchResult } from '@contract/schemas/users';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { FieldError } from '@/components/field-error';
import { SocialIcons } from '@/components/social-icons';
import { ApiError } from '@/lib/api-client';
import { useUserSuggestions } from '@/lib/use-user-suggestions';
import { useAddContact } from '../api/contacts';

export function AddContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const add = useAddContact();
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [tags, setTags] = useState<EmotionalRegulation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [showSuggestions, setShowSuggestions] = useState(false);
  const suggestions = useUserSuggestions(username);
  const results = showSuggestions ? (suggestions.data?.items ?? []) : [];
  const typed = username.trim().replace(/^@/, '');
  const noMember = showSuggestions && typed.length > 0 && suggestions.isSuccess && results.length === 0;

  const reset = () => {
    setUsername('');
    setName('');
    setEmail('');
    setTags([]);
    setError(null);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) reset();
    onOpenChange(isOpen);
  };
  const pick = (user: UserSearchResult) => {
    setUsername(user.username);
    setName(user.fullName);
    setEmail('');
    setShowSuggestions(false);
  };
  const submit = async () => {
    setError(null);
    if (!username.trim().replace(/^@/, '')) return setError(messages.usernameRequired);
    if (!name.trim()) return setError(messages.contactNameRequired);
    try {
      await add.mutateAsync({ username, name, tags, ...(email ? { email } : {}) });
      close(false);
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : messages.failedToAddContact);
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title="Add New Contact"
      description="Find someone by username, or add a person who is not on Receipts yet."
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field suggest">
          <label htmlFor="contact-username">Username</label>
          <input
            id="contact-username"
            autoComplete="off"
            autoCapitalize="none"
            aria-describedby="contact-suggestions-hint"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setShowSuggestions(true);
            }}
          />
          <span id="contact-suggestions-hint" className="visually-hidden">
            Matching users appear below as you type.
          </span>
          {results.length > 0 ? (
            <ul className="suggestions" aria-label="Matching users">
              {results.map((user) => (
                <li key={user.id}>
                  <button type="button" className="suggestion" onClick={() => pick(user)}>
                    <Avatar name={user.fullName} photoURL={user.photoURL} size={32} />
                    <span className="suggestion-text">
                      <strong>{user.fullName || user.username}</strong>
                      <span className="muted small">@{user.username}</span>
                    </span>
                    {user.emailVerified ? <span className="badge badge-success">Verified</span> : null}
                    <SocialIcons links={user.socialLinks} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {noMember ? (
            <p className="field-hint" role="status">
              No Receipts member has the username @{typed}. You can still save them as a contact, but only
              members can be given Receipts.
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="contact-name">Full name</label>
          <input id="contact-name" value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <fieldset className="fieldset">
          <legend>Tags</legend>
          <div className="chip-row">
            {emotionalRegulations.map((tag) => {
              const on = tags.includes(tag);
              return (
                <button
                  key={tag}
                  type="button"
                  className={`chip ${on ? 'chip-on' : ''}`}
                  aria-pressed={on}
                  onClick={() => setTags(on ? tags.filter((t) => t !== tag) : [...tags, tag])}
                >
                  <span aria-hidden="true">{emotionalRegulationEmoji[tag]}</span> {tag}
                </button>
              );
            })}
          </div>
        </fieldset>
        <FieldError message={error} />
        <DialogActions>
          <button type="submit" className="button button-primary" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Contact'}
          </button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
