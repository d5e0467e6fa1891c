import { messages } from '@contract/messages';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { givePath, siteLink } from '@/lib/share-links';
import { LinkField } from './link-field';
import { ShareButton } from './share-button';
import { useCopyLink } from './use-copy-link';

/**
 * "Ask for a receipt": the user's give link with a short message they can edit, to copy or share anywhere.
 * The app sends nothing itself.
 */
export default function AskForReceiptDialog({
  username,
  onOpenChange,
  initialMessage = messages.askForReceiptMessage,
}: {
  username: string;
  onOpenChange(open: boolean): void;
  /** The message it starts with (asking about one goal, say). */
  initialMessage?: string;
}) {
  const link = siteLink(givePath(username));
  const copy = useCopyLink(link);
  const [message, setMessage] = useState<string>(initialMessage);
  const text = `${message.trim()}\n${link}`.trim();

  return (
    <DialogFrame
      open
      onOpenChange={onOpenChange}
      title="Ask for a receipt"
      description="Send this link to anyone: it opens the give flow with you already chosen."
    >
      <div className="stack">
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
        <LinkField id="ask-link" label="Your give link" labelClassName="strong" value={link} />
      </div>
      <DialogActions close="Close">
        <ShareButton data={{ text: message.trim(), url: link }} />
        <button type="button" className="button button-primary" onClick={() => void copy(text)}>
          Copy message and link
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
