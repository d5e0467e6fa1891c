import * as Dialog from '@radix-ui/react-dialog';
import { useMemo } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Handle } from '@/components/handle';
import { download, qrSvg, svgDataUrl, svgToPng } from '@/lib/qr-image';

interface QrCodeDialogProps {
  link: string;
  name: string;
  username: string;
  onOpenChange(open: boolean): void;
}

/** The QR code of the profile link, with the name under it, to download or print. */
export default function QrCodeDialog({ link, name, username, onOpenChange }: QrCodeDialogProps) {
  const svg = useMemo(() => qrSvg(link), [link]);
  const fileName = `receipts-${username}-qr`;
  return (
    <DialogFrame
      open
      onOpenChange={onOpenChange}
      title={<span className="no-print">Your profile QR code</span>}
      description={<span className="no-print">Anyone who scans it opens your profile on Receipts.</span>}
      className="qr-dialog"
    >
      <figure className="qr-frame">
        <img src={svgDataUrl(svg)} alt={`QR code of ${link}`} width={240} height={240} data-qr-link={link} />
        <figcaption>
          <p className="qr-name">{name}</p>
          <p className="qr-username">
            <Handle username={username} />
          </p>
        </figcaption>
      </figure>
      <div className="button-row center no-print">
        <button
          type="button"
          className="button button-secondary"
          onClick={async () => download(await svgToPng(svg), `${fileName}.png`)}
        >
          Download PNG
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => download(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`)}
        >
          Download SVG
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print
        </button>
        <Dialog.Close asChild>
          <button type="button" className="button button-primary">
            Done
          </button>
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
