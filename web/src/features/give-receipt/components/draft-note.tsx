/**
 * What became of the receipt in progress ("Draft restored", "Waiting for a connection…"). The live region
 * is always there, so a screen reader announces each new note.
 */
export function DraftNote({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? <p className="draft-note">{message}</p> : null}
    </div>
  );
}
