import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The most characters it takes; the count "n/limit characters" sits under it. */
  limit: number;
  /** How many characters it holds now (the form's watched value). */
  length: number;
  error?: string;
}

/** A labelled text box with its character count and error, both announced with it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, limit, length, error, id, ...textarea },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const countId = `${inputId}-count`;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        {...textarea}
        maxLength={limit}
      />
      <span id={countId} className="field-hint">
        {length}/{limit} characters
      </span>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
