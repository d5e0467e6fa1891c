import * as Switch from '@radix-ui/react-switch';
import './setting-switch.css';
import './switch.css';

interface Props {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange(value: boolean): void;
}

/** One on/off setting: its label and what it does, and a switch (a list item of a `.toggle-list`). */
export function SettingSwitch({ id, label, description, checked, disabled, onChange }: Props) {
  return (
    <li className="toggle-row">
      <div>
        <label htmlFor={id} className="strong">
          {label}
        </label>
        <p className="muted small" id={`${id}-description`}>
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        className="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onCheckedChange={onChange}
      >
        <Switch.Thumb className="switch-thumb" />
      </Switch.Root>
    </li>
  );
}
