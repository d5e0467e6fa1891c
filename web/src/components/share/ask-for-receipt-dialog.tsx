import { messages } from '@contract/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { useToast } from '@/components/toast';
import { canShare, copyText, shareLink } from '@/lib/clipboard';
import { givePath, siteLink } from '@/lib/share-links';

/**
 * "Ask for a receipt": the user's give link with a short message they can edit, to copy or share anywhere.
 * The app sends nothing itself.
 */
export default function AskForReceiptDialog({
  username,
  onOpenChange,
}: {
  username: string;
  onOpenChange(open: boolean): void;
}) {
  const { toast } = useToast();
  const link = siteLink(givePath(username));
  const [message, setMessage] = useState<string>(messages.askForReceiptMessage);
  const text = `${message.trim()}\n${link}`.trim();

  const copy = async () => {
    const copied = await copyText(text);
    toast(copied ? { title: messages.linkCopied, description: link } : { title: messages.copyFailed });
  };

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
          className="ask-message"
          maxLength={280}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <label htmlFor="ask-link" className="strong">
          Your give link
        </label>
        <input
          id="ask-link"
          className="share-link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div className="button-row end">
        <Dialog.Close asChild>
          <button type="button" className="button button-secondary">
            Close
          </button>
        </Dialog.Close>
        {canShare() ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void shareLink({ text: message.trim(), url: link })}
          >
            Share
          </button>
        ) : null}
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy message and link
        </button>
      </div>
    </DialogFrame>
  );
}
