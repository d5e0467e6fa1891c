import { type SocialProvider, socialProviderLabels, socialProviders } from '@contract/enums';
import { messages } from '@contract/messages';
import { type SocialLinks, SocialUrl } from '@contract/schemas/profile';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSaveSocialLinks } from '../api/profile-receipts';

export function ConnectedAccounts({ links }: { links: SocialLinks }) {
  const save = useSaveSocialLinks();
  const [editing, setEditing] = useState<SocialProvider | null>(null);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = (provider: SocialProvider) => {
    setEditing(provider);
    setUrl(links[provider] ?? '');
    setError(null);
  };
  const close = () => {
    setEditing(null);
    setUrl('');
    setError(null);
  };
  const submit = async () => {
    if (!editing) return;
    const parsed = SocialUrl.safeParse(url);
    if (!parsed.success) return setError(messages.invalidUrl);
    try {
      await save.mutateAsync({ [editing]: parsed.data });
      close();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.failedToUpdateSocialLinks);
    }
  };

  return (
    <section className="card">
      <h2>Connected Accounts</h2>
      <p className="muted small">Verified login via these accounts.</p>
      <div className="social-buttons">
        {socialProviders.map((provider) => {
          const label = socialProviderLabels[provider];
          return (
            <button
              key={provider}
              type="button"
              className="button button-secondary social-button"
              title={`Add/Update ${label} link`}
              aria-label={`Add/Update ${label} link`}
              onClick={() => open(provider)}
            >
              <span className={`social-dot social-${provider}`} aria-hidden="true">
                {label.charAt(0)}
              </span>
              {label}
              {links[provider] ? <span className="linked-dot" role="img" aria-label="linked" /> : null}
            </button>
          );
        })}
      </div>
      <Dialog.Root open={editing !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog">
            <Dialog.Title>{editing ? socialProviderLabels[editing] : ''} link</Dialog.Title>
            <Dialog.Description className="muted small">
              Paste the address of your profile.
            </Dialog.Description>
            <div className="field">
              <label htmlFor="social-url">Profile URL</label>
              <input
                id="social-url"
                type="url"
                placeholder={`https://${editing ?? 'example'}.com/your-profile`}
                value={url}
                onChange={(event) => setUrl(event.target.value)}
              />
            </div>
            {error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="button-row end">
              <Dialog.Close asChild>
                <button type="button" className="button button-secondary">
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="button"
                className="button button-primary"
                disabled={save.isPending}
                onClick={() => void submit()}
              >
                {save.isPending ? 'Saving...' : 'Save'}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
