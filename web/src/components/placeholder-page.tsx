/** A route the spec names whose screen lands with a later issue: an honest, styled placeholder. */
export default function PlaceholderPage({ title, text }: { title: string; text?: string }) {
  return (
    <section className="page narrow">
      <h1>{title}</h1>
      <p className="muted">{text ?? 'This part of Receipts is on its way.'}</p>
    </section>
  );
}
