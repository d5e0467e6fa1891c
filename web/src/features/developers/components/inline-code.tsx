/** A description from the API document, its `backticked` words shown as code (the document's only markup). */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {/* Odd parts were between backticks; the split is stable, so the index is the part's identity. */}
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
        i % 2 === 1 ? <code key={i}>{part}</code> : part,
      )}
    </>
  );
}
