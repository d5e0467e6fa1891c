import * as RadixSwitch from '@radix-ui/react-switch';
import './choice-controls.css';

interface SwitchProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  /** The id of the text that says what the switch does. */
  describedBy?: string;
  onChange(value: boolean): void;
}

/** The one on/off switch of the site (Radix Switch), drawn in the same colours as the checkbox. */
export function Switch({ id, checked, disabled, describedBy, onChange }: SwitchProps) {
  return (
    <RadixSwitch.Root
      id={id}
      className="switch"
      checked={checked}
      disabled={disabled}
      aria-describedby={describedBy}
      onCheckedChange={onChange}
    >
      <RadixSwitch.Thumb className="switch-thumb" />
    </RadixSwitch.Root>
  );
}
