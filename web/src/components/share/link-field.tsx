/** A link to copy by hand: read-only, and selected whole as soon as it takes focus. */
export function LinkField({
  id,
  label,
  labelClassName,
  value,
}: {
  id: string;
  label: string;
  labelClassName: string;
  value: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        className="share-link"
        readOnly
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
    </>
  );
}
