import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { TagIcon, type TagIconKind } from '@/components/tag-icons';

interface TagGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  /** Single choice is a radio group (choosing the chosen one again clears it); multi is a toolbar of toggles. */
  multiple?: boolean;
  /** The kind of icon each chip shows before its name, if any. */
  icons?: TagIconKind;
  onToggle(value: T): void;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * One group of tag chips, one Tab stop: arrow keys (and Home/End) move inside it, Space or Enter toggles.
 * In a radio group moving also chooses, as radio buttons do.
 */
export function TagGroup<T extends string>({
  legend,
  options,
  selected,
  multiple = false,
  icons,
  onToggle,
}: TagGroupProps<T>) {
  const labelId = useId();
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const firstSelected = options.findIndex((o) => selected.includes(o));
  const [active, setActive] = useState(Math.max(0, firstSelected));
  const focusable = multiple ? active : firstSelected >= 0 ? firstSelected : active;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusable, options.length);
    setActive(next);
    chips.current[next]?.focus();
    const option = options[next];
    if (!multiple && option !== undefined && !selected.includes(option)) onToggle(option);
  };

  const chip = (option: T, index: number) => {
    const on = selected.includes(option);
    const common = {
      ref: (element: HTMLButtonElement | null) => {
        chips.current[index] = element;
      },
      type: 'button' as const,
      tabIndex: index === focusable ? 0 : -1,
      className: `chip ${on ? 'chip-on' : ''}`,
      onFocus: () => setActive(index),
      onClick: () => onToggle(option),
    };
    const label = (
      <>
        {icons ? <TagIcon kind={icons} value={option} /> : null}
        {option}
      </>
    );
    return multiple ? (
      <button key={option} {...common} aria-pressed={on}>
        {label}
      </button>
    ) : (
      // biome-ignore lint/a11y/useSemanticElements: a chip that can be cleared again, which <input type="radio"> cannot
      <button key={option} {...common} role="radio" aria-checked={on}>
        {label}
      </button>
    );
  };

  return (
    <div className="tag-group">
      <span id={labelId} className="tag-group-label">
        {legend}
      </span>
      {multiple ? (
        <div className="chip-row" role="toolbar" aria-labelledby={labelId} onKeyDown={onKeyDown}>
          {options.map(chip)}
        </div>
      ) : (
        <div className="chip-row" role="radiogroup" aria-labelledby={labelId} onKeyDown={onKeyDown}>
          {options.map(chip)}
        </div>
      )}
    </div>
  );
}
