import { messages } from '@contract/messages';
import * as Switch from '@radix-ui/react-switch';
import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/components/toast';
import { canShare, copyText, shareLink } from '@/lib/clipboard';
import { profilePath, siteLink } from '@/lib/share-links';
import { useSaveSharingSettings } from '@/lib/sharing-settings';
import { useMe } from '@/lib/use-me';
import '@/components/switch.css';
import './share.css';

// The QR encoder and the message editor load only when one of them is opened.
const QrCodeDialog = lazy(() => import('./qr-code-dialog'));
const AskForReceiptDialog = lazy(() => import('./ask-for-receipt-dialog'));

/**
 * The signed-in user's public link with Copy link, Share (where the browser can), the QR code, "Ask for a
 * receipt", and the switch that opens the link to signed-out visitors.
 */
export function ShareLinkPanel() {
  const me = useMe();
  const save = useSaveSharingSettings();
  const { toast } = useToast();
  const [open, setOpen] = useState<'qr' | 'ask' | null>(null);
  if (!me.data) return null;

  const { profile, sharingSettings } = me.data;
  const link = siteLink(profilePath(profile.username));
  const name = profile.fullName || 'Anonymous User';

  const copy = async () => {
    const copied = await copyText(link);
    toast(copied ? { title: messages.linkCopied, description: link } : { title: messages.copyFailed });
  };
  const setVisitors = (signedOutVisitors: boolean) =>
    save.mutate(
      { ...sharingSettings, signedOutVisitors },
      {
        onError: (error) =>
          toast({
            title: messages.sharingSettingNotSaved,
            description: `${error.message} Your previous choice was restored.`,
          }),
      },
    );

  return (
    <section className="card share-panel" aria-labelledby="share-panel-title">
      <h2 id="share-panel-title">Your profile link</h2>
      <div className="share-link-row">
        <label htmlFor="profile-link" className="visually-hidden">
          Your profile link
        </label>
        <input
          id="profile-link"
          className="share-link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy link
        </button>
        {canShare() ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void shareLink({ title: `${name} on Receipts`, url: link })}
          >
            Share
          </button>
        ) : null}
      </div>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => setOpen('qr')}>
          QR code
        </button>
        <button type="button" className="button button-secondary" onClick={() => setOpen('ask')}>
          Ask for a receipt
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
              : 'Only signed-in members see your profile; others are asked to log in.'}
          </p>
        </div>
        <Switch.Root
          id="share-link-visitors"
          className="switch"
          checked={sharingSettings.signedOutVisitors}
          aria-describedby="share-link-visitors-description"
          onCheckedChange={setVisitors}
        >
          <Switch.Thumb className="switch-thumb" />
        </Switch.Root>
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
      </Suspense>
    </section>
  );
}
