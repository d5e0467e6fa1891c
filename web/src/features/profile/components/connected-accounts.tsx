import { type SocialProvider, socialProviderLabels, socialProviders } from '@contract/enums';
import type { SocialLinks } from '@contract/schemas/profile';
import { useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { SocialProviderMark } from '@/components/social-provider-mark';
import { SocialLinkForm } from './social-link-form';

export function ConnectedAccounts({ links }: { links: SocialLinks }) {
  // Closing (Cancel, Escape, Save) unmounts the form: it opens again with the saved link.
  const [editing, setEditing] = useState<SocialProvider | null>(null);

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
              onClick={() => setEditing(provider)}
            >
              <SocialProviderMark provider={provider} />
              {label}
              {links[provider] ? <span className="linked-dot" role="img" aria-label="linked" /> : null}
            </button>
          );
        })}
      </div>
      <DialogFrame
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={`${editing ? socialProviderLabels[editing] : ''} link`}
        description="Paste the address of your profile."
      >
        {editing ? (
          <SocialLinkForm
            key={editing}
            provider={editing}
            current={links[editing] ?? ''}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </DialogFrame>
    </section>
  );
}
