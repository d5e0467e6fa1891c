import { type ReactNode, useId } from 'react';
import './radio-choices.css';

interface RadioChoicesProps<Value extends string> {
  /** The question the choices answer: the group's legend, and so its accessible name. */
  legend: string;
  /** For a group whose panel already asks the question on screen: the legend is for screen readers only. */
  legendHidden?: boolean;
  /** Unique on the page, so that two groups never share their radios. */
  name: string;
  choices: readonly Value[];
  /** What each choice says; where left out, the value itself. */
  labels?: Readonly<Record<NoInfer<Value>, string>>;
  /** Null while nothing is chosen yet. */
  value: NoInfer<Value> | null;
  onChange(value: NoInfer<Value>): void;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * One of a few choices, as native radios in a fieldset: arrow keys, Tab and screen readers work as usual.
 * Each choice is a `.radio-row` label with its radio beside it.
 */
export function RadioChoices<Value extends string>({
  legend,
  legendHidden,
  name,
  choices,
  labels,
  value,
  onChange,
  description,
  disabled,
  className,
}: RadioChoicesProps<Value>) {
  const descriptionId = useId();
  return (
    <fieldset
      className={className}
      disabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {description ? (
        <p id={descriptionId} className="muted small">
          {description}
        </p>
      ) : null}
      {choices.map((choice) => (
        <label key={choice} className="radio-row">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {labels?.[choice] ?? choice}
        </label>
      ))}
    </fieldset>
  );
}
