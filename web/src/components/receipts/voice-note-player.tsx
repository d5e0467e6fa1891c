import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Fetches a short-lived link to the voice note (sender and recipient only) and plays it. */
export function VoiceNotePlayer({ receiptId }: { receiptId: string }) {
  const link = useMutation({ mutationFn: () => callApi('getVoiceUrl', { params: { receiptId } }) });
  if (link.data) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a personal voice note has no captions
      <audio controls autoPlay src={link.data.url} aria-label="Voice note" />
    );
  }
  return (
    <div className="stack-tight">
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={link.isPending}
        onClick={() => link.mutate()}
      >
        <span aria-hidden="true">▶</span> {link.isPending ? 'Loading voice note...' : 'Play voice note'}
      </button>
      {link.isError ? <p className="field-error">{link.error.message}</p> : null}
    </div>
  );
}
