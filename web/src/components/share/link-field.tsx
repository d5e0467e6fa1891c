/**
 * A link to copy by hand: read-only, styled like every other box, and selected whole as soon as it takes
 * focus; a link longer than the box ends in an ellipsis, the whole of it in the tooltip.
 */
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
        className="text-input share-link"
        readOnly
        value={value}
        title={value}
        onFocus={(e) => e.currentTarget.select()}
      />
    </>
  );
}
