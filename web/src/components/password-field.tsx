import { limits } from '@contract/limits';
import { type ChangeEvent, forwardRef, type InputHTMLAttributes, useId, useState } from 'react';
import { TextField } from './text-field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  /** Show the password rule under the field from the start, ticked once it is met (new passwords). */
  showRule?: boolean;
}

/**
 * A password input with a Show/Hide toggle and, for a new password, its rule in view before any error.
 * The toggle's name is "Show"/"Hide", so "Password" still names only the input.
 */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { showRule = false, onChange, id, ...field },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const [length, setLength] = useState(0);
  const met = length >= limits.passwordMin;
  return (
    <TextField
      ref={ref}
      id={inputId}
      type={visible ? 'text' : 'password'}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setLength(event.target.value.length);
        onChange?.(event);
      }}
      hint={
        showRule ? (
          <span className={`password-rule${met ? ' password-rule-met' : ''}`}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> At least {limits.passwordMin} characters
          </span>
        ) : undefined
      }
      trailing={
        <button
          type="button"
          className="field-trailing"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
      {...field}
    />
  );
});
