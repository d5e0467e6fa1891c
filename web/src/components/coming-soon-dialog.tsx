import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from './dialog-frame';

/** The spec's "Feature Coming Soon" modal (QR scanning and sharing). */
export function ComingSoonDialog({
  open,
  onOpenChange,
  text,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  text: string;
}) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title="Feature Coming Soon" description={text}>
      <div className="button-row end">
        <Dialog.Close asChild>
          <button type="button" className="button button-primary">
            Got it
          </button>
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
