import type { ReactNode } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  /** What the chip shows (an icon and a count may sit beside the words). */
  label: ReactNode;
}

/**
 * One choice of several as the feed pages' filter row (`.filter-row`, `.filter-chip`, layout.css): native
 * radios in a fieldset, so the arrow keys move between them and a screen reader hears one choice of
 * several; each radio is drawn as its chip.
 */
export function FilterChoices<T extends string>({
  legend,
  name,
  options,
  selected,
  onSelect,
  className = '',
}: {
  legend: string;
  /** The radios' group name, one per row on a page. */
  name: string;
  options: readonly FilterOption<T>[];
  selected: T;
  onSelect(value: T): void;
  className?: string;
}) {
  return (
    <fieldset className={`filter-row ${className}`}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={`filter-chip ${option.value === selected ? 'active' : ''}`}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === selected}
            onChange={() => onSelect(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
