import * as Dialog from '@radix-ui/react-dialog';
import './shared.css';

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Feature Coming Soon</Dialog.Title>
          <Dialog.Description>{text}</Dialog.Description>
          <div className="button-row end">
            <Dialog.Close asChild>
              <button type="button" className="button button-primary">
                Got it
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
