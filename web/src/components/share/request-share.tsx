import { useMemo, useState } from 'react';
import { DialogActions } from '@/components/dialog-frame';
import { qrSvg, svgDataUrl } from '@/lib/qr-image';
import { LinkField } from './link-field';
import { ShareButton } from './share-button';
import { useCopyLink } from './use-copy-link';

/**
 * A request made: its link with a message to edit, copy or share, and its QR code to show across a table.
 * `sentTo` counts the contacts it was sent to in the app.
 */
export function RequestShare({
  link,
  question,
  initialMessage,
  sentTo,
}: {
  link: string;
  question: string;
  initialMessage: string;
  sentTo: number;
}) {
  const copy = useCopyLink(link);
  const [message, setMessage] = useState(`${initialMessage}\n${question}`);
  const text = `${message.trim()}\n${link}`.trim();
  const svg = useMemo(() => qrSvg(link), [link]);
  return (
    <>
      <div className="stack">
        {sentTo > 0 ? (
          <p className="muted" role="status">
            Asked {sentTo === 1 ? '1 contact' : `${sentTo} contacts`}. You can share the link too.
          </p>
        ) : null}
        <label htmlFor="ask-message" className="strong">
          Your message
        </label>
        <textarea
          id="ask-message"
          className="text-input ask-message"
          maxLength={280}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <LinkField id="ask-link" label="Your request link" labelClassName="strong" value={link} />
        <figure className="qr-frame ask-qr">
          <img src={svgDataUrl(svg)} alt={`QR code of ${link}`} width={160} height={160} />
        </figure>
      </div>
      <DialogActions close="Close">
        <ShareButton data={{ text: message.trim(), url: link }} />
        <button type="button" className="button button-primary" onClick={() => void copy(text)}>
          Copy message and link
        </button>
      </DialogActions>
    </>
  );
}
