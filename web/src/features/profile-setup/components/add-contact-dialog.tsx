import '@/components/shared.css';
import { type EmotionalRegulation, emotionalRegulations } from '@contract/enums';
import * as messages from '@contract/messages';
import { AddContactRequest } from '@contract/schemas/contacts';
import type { UserSearchResult } from '@contract/schemas/users';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { FieldError } from '@/components/field-error';
import { SuggestedMember } from '@/components/member-avatar';
import { SocialIcons } from '@/components/social-icons';
import { SubmitButton } from '@/components/submit-button';
import { TagIcon } from '@/components/tag-icons';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { useContractForm } from '@/lib/use-contract-form';
import { useUserSuggestions } from '@/lib/use-user-suggestions';
import { useAddContact } from '../api/contacts';

const blank: AddContactRequest = { username: '', name: '', tags: [] };

export function AddContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const add = useAddContact();
  const { field, watch, setValue, reset, formState, formError, setFormError, submitWith } = useContractForm(
    AddContactRequest,
    blank,
  );
  const [showSuggestions, setShowSuggestions] = useState(false);
  const username = watch('username');
  const tags = watch('tags') ?? [];
  const suggestions = useUserSuggestions(username);
  const results = showSuggestions ? (suggestions.data?.items ?? []) : [];
  const typed = username.trim().replace(/^@/, '');
  const noMember = showSuggestions && typed.length > 0 && suggestions.isSuccess && results.length === 0;
  const usernameField = field('username');

  const close = (isOpen: boolean) => {
    if (!isOpen) {
      reset(blank);
      setFormError(null);
    }
    onOpenChange(isOpen);
  };
  const pick = (user: UserSearchResult) => {
    setValue('username', user.username, { shouldValidate: Boolean(formState.errors.username) });
    setValue('name', user.fullName, { shouldValidate: Boolean(formState.errors.name) });
    setShowSuggestions(false);
  };
  const toggleTag = (tag: EmotionalRegulation) =>
    setValue('tags', tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]);
  const onSubmit = submitWith(
    async (contact) => {
      await add.mutateAsync(contact);
      close(false);
    },
    (e) => (e instanceof ApiError && e.status < 500 ? e.message : messages.failedToAddContact),
  );

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title="Add New Contact"
      description="Find someone by username, or add a person who is not on Receipts yet."
    >
      <form className="stack" noValidate onSubmit={onSubmit}>
        <TextField
          label="Username"
          id="contact-username"
          className="suggest"
          autoComplete="off"
          autoCapitalize="none"
          hint={<span className="visually-hidden">Matching users appear below as you type.</span>}
          {...usernameField}
          onChange={(event) => {
            setShowSuggestions(true);
            return usernameField.onChange(event);
          }}
        >
          {results.length > 0 ? (
            <ul className="suggestions" aria-label="Matching users">
              {results.map((user) => (
                <li key={user.id}>
                  <button type="button" className="suggestion" onClick={() => pick(user)}>
                    <SuggestedMember member={user} size={32} />
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
        </TextField>
        <TextField label="Full name" id="contact-name" {...field('name')} />
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
                  onClick={() => toggleTag(tag)}
                >
                  <TagIcon kind="regulation" value={tag} /> {tag}
                </button>
              );
            })}
          </div>
        </fieldset>
        <FieldError message={formError} />
        <DialogActions>
          <SubmitButton busy={formState.isSubmitting} busyText="Adding...">
            Add Contact
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
