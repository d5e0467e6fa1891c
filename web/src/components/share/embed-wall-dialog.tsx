import { format } from '@contract/format';
import * as messages from '@contract/messages';
import {
  type EmbedWallTheme,
  embedWallCounts,
  embedWallDefaults,
  embedWallPath,
  embedWallThemes,
} from '@contract/site-paths';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { RadioChoices } from '@/components/radio-choices';
import { useToast } from '@/components/toast';
import { copyText } from '@/lib/clipboard';
import { siteLink } from '@/lib/share-links';

const themeLabels: Record<EmbedWallTheme, string> = {
  light: 'Light',
  dark: 'Dark',
  system: "Match the visitor's setting",
};

/** The HTML a member pastes into their own site: the embedded wall in an iframe. */
export const embedWallCode = (src: string, title: string) =>
  `<iframe src="${src}" title="${title.replaceAll('"', '&quot;')}" width="100%" height="640" style="border:0" loading="lazy"></iframe>`;

interface EmbedWallDialogProps {
  username: string;
  name: string;
  /** Whether signed-out visitors may see the profile: the embedded wall shows nothing otherwise. */
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Embed on your site": a theme and a number of receipts, a preview, and the code to copy. */
export default function EmbedWallDialog({ username, name, open, onOpenChange }: EmbedWallDialogProps) {
  const [theme, setTheme] = useState(embedWallDefaults.theme);
  const [count, setCount] = useState(embedWallDefaults.count);
  const src = siteLink(embedWallPath(username, theme, count));
  const title = format(messages.embedWallTitle, { name });
  const code = embedWallCode(src, title);
  const { toast } = useToast();
  const copy = async () =>
    toast({ title: (await copyText(code)) ? messages.embedWallCodeCopied : messages.copyFailed });
  return (
    <DialogFrame
      open
      onOpenChange={onOpenChange}
      title={messages.embedWallButton}
      description={messages.embedWallHint}
      className="embed-dialog"
    >
      {open ? null : (
        <p className="embed-closed muted" role="status">
          {messages.embedWallNeedsOpenLink}
        </p>
      )}
      <div className="embed-choices">
        <RadioChoices
          legend="Theme"
          name="embed-theme"
          choices={embedWallThemes}
          labels={themeLabels}
          value={theme}
          onChange={setTheme}
        />
        <label className="field">
          <span className="strong">Receipts shown</span>
          <select
            className="text-input"
            value={count}
            onChange={(e) => setCount(Number(e.currentTarget.value))}
          >
            {embedWallCounts.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <iframe className="embed-preview" src={src} title={`Preview: ${title}`} />
      <label htmlFor="embed-code" className="strong">
        Code for your site
      </label>
      <textarea
        id="embed-code"
        className="text-input embed-code"
        readOnly
        rows={3}
        value={code}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy code
        </button>
        <Dialog.Close asChild>
          <button type="button" className="button button-secondary">
            Done
          </button>
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
