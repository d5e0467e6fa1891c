import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import './choice-controls.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** What ticking it means: the visible text, which is also the box's accessible name. */
  children: ReactNode;
}

/**
 * The one checkbox of the site: a native box (forms, keyboard and screen readers work as usual) drawn in the
 * same colours as the switch, with its label beside it. Works with react-hook-form's `register`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, className, ...input },
  ref,
) {
  return (
    <label className={`checkbox ${className ?? ''}`}>
      <span className="checkbox-control">
        <input ref={ref} type="checkbox" className="checkbox-input" {...input} />
        <svg className="checkbox-mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 8.5l3 3 6-7" />
        </svg>
      </span>
      <span className="checkbox-label">{children}</span>
    </label>
  );
});
