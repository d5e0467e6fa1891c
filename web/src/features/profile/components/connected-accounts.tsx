import { type SocialProvider, socialProviderLabels, socialProviders } from '@contract/enums';
import { messages } from '@contract/messages';
import { providerSocialUrl, type SocialLinks } from '@contract/schemas/profile';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { FieldError } from '@/components/field-error';
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
    const parsed = providerSocialUrl(editing).safeParse(url);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.invalidUrl);
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
              {/* The letter is drawn by CSS, so the button's visible text stays inside its name. */}
              <span
                className={`social-dot social-${provider}`}
                data-letter={label.charAt(0)}
                aria-hidden="true"
              />
              {label}
              {links[provider] ? <span className="linked-dot" role="img" aria-label="linked" /> : null}
            </button>
          );
        })}
      </div>
      <DialogFrame
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`${editing ? socialProviderLabels[editing] : ''} link`}
        description="Paste the address of your profile."
      >
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
        <FieldError message={error} />
        <DialogActions>
          <button
            type="button"
            className="button button-primary"
            disabled={save.isPending}
            onClick={() => void submit()}
          >
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
        </DialogActions>
      </DialogFrame>
    </section>
  );
}
