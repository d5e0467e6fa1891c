import { canShare, shareLink } from '@/lib/clipboard';

/** "Share": the system share sheet, shown only where the browser has one. */
export function ShareButton({ data }: { data: ShareData }) {
  if (!canShare()) return null;
  return (
    <button type="button" className="button button-secondary" onClick={() => void shareLink(data)}>
      Share
    </button>
  );
}
