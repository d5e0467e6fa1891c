interface TagGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  emoji?: Partial<Record<T, string>>;
  onToggle(value: T): void;
}

/** A labelled row of toggle chips (single- or multi-choice is the caller's rule). */
export function TagGroup<T extends string>({ legend, options, selected, emoji, onToggle }: TagGroupProps<T>) {
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      <div className="chip-row">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              className={`chip ${on ? 'chip-on' : ''}`}
              aria-pressed={on}
              onClick={() => onToggle(option)}
            >
              {emoji?.[option] ? <span aria-hidden="true">{emoji[option]} </span> : null}
              {option}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
