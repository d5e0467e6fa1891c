import * as messages from '@contract/messages';
import { Suspense, useState } from 'react';
import { useChoiceNotSaved } from '@/components/choice-not-saved';
import { Switch } from '@/components/switch';
import { profilePath, siteLink } from '@/lib/share-links';
import { useSaveSharingSettings } from '@/lib/sharing-settings';
import { useMe } from '@/lib/use-me';
import '@/components/switch.css';
import { LinkField } from './link-field';
import { ShareButton } from './share-button';
import { useCopyLink } from './use-copy-link';
import './share.css';
import { lazyAgain } from '@/lib/lazy-again';

// The QR encoder and the message editor load only when one of them is opened.
const QrCodeDialog = lazyAgain(() => import('./qr-code-dialog'));
const AskForReceiptDialog = lazyAgain(() => import('./ask-for-receipt-dialog'));
const EmbedWallDialog = lazyAgain(() => import('./embed-wall-dialog'));

/**
 * The signed-in user's public link with Copy link, Share (where the browser can), the QR code, "Ask for a
 * receipt", the wall to embed on their own site, and the switch that opens the link to signed-out visitors.
 */
export function ShareLinkPanel() {
  const me = useMe();
  const save = useSaveSharingSettings();
  const notSaved = useChoiceNotSaved(messages.sharingSettingNotSaved);
  const [open, setOpen] = useState<'qr' | 'ask' | 'embed' | null>(null);
  const link = me.data ? siteLink(profilePath(me.data.profile.username)) : '';
  const copy = useCopyLink(link);
  if (!me.data) return null;

  const { profile, sharingSettings } = me.data;
  const name = profile.fullName || 'Anonymous User';
  const setVisitors = (signedOutVisitors: boolean) =>
    save.mutate({ ...sharingSettings, signedOutVisitors }, { onError: notSaved });

  return (
    <section className="card share-panel" aria-labelledby="share-panel-title">
      <h2 id="share-panel-title">Your profile link</h2>
      <div className="share-link-row">
        <LinkField
          id="profile-link"
          label="Your profile link"
          labelClassName="visually-hidden"
          value={link}
        />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy link
        </button>
        <ShareButton data={{ title: `${name} on Receipts`, url: link }} />
      </div>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => setOpen('qr')}>
          QR code
        </button>
        <button type="button" className="button button-secondary" onClick={() => setOpen('ask')}>
          Ask for a receipt
        </button>
        <button type="button" className="button button-secondary" onClick={() => setOpen('embed')}>
          {messages.embedWallButton}
        </button>
      </div>
      <div className="toggle-row share-visitors">
        <div>
          <label htmlFor="share-link-visitors" className="strong">
            Open to everyone with the link
          </label>
          <p className="muted small" id="share-link-visitors-description">
            {sharingSettings.signedOutVisitors
              ? 'Anyone with your link sees your public profile without signing in.'
              : 'Only signed-in members see your profile; others are asked to sign in.'}
          </p>
        </div>
        <Switch
          id="share-link-visitors"
          checked={sharingSettings.signedOutVisitors}
          describedBy="share-link-visitors-description"
          onChange={setVisitors}
        />
      </div>
      <Suspense fallback={null}>
        {open === 'qr' ? (
          <QrCodeDialog
            link={link}
            name={name}
            username={profile.username}
            onOpenChange={(keep) => setOpen(keep ? 'qr' : null)}
          />
        ) : null}
        {open === 'ask' ? (
          <AskForReceiptDialog
            username={profile.username}
            onOpenChange={(keep) => setOpen(keep ? 'ask' : null)}
          />
        ) : null}
        {open === 'embed' ? (
          <EmbedWallDialog
            username={profile.username}
            name={name}
            open={sharingSettings.signedOutVisitors}
            onOpenChange={(keep) => setOpen(keep ? 'embed' : null)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
