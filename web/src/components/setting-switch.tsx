import './setting-switch.css';
import { Switch } from './switch';
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
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        describedBy={`${id}-description`}
        onChange={onChange}
      />
    </li>
  );
}
