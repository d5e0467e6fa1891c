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

/** One setting of a list switched by key. */
export interface SwitchRow<K extends string> {
  key: K;
  label: string;
  description: string;
}

interface ListProps<K extends string> {
  rows: readonly SwitchRow<K>[];
  /** Each switch's element id (the tests and the labels find it by it). */
  idOf(key: K): string;
  values: Record<K, boolean>;
  onChange(key: K, value: boolean): void;
}

/** A `.toggle-list` of on/off settings read from one object and saved by key. */
export function SettingSwitchList<K extends string>({ rows, idOf, values, onChange }: ListProps<K>) {
  return (
    <ul className="toggle-list">
      {rows.map(({ key, label, description }) => (
        <SettingSwitch
          key={key}
          id={idOf(key)}
          label={label}
          description={description}
          checked={values[key]}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </ul>
  );
}
