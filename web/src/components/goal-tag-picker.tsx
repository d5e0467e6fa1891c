import { type GoalTagCategory, goalTagCategories, goalTagCategoryNames } from '@contract/enums';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useState } from 'react';
import { Checkbox } from './checkbox';
import './goal-tag-picker.css';

interface Props {
  selected: readonly string[];
  onChange(selected: string[]): void;
}

/** The goal tags by category, each collapsible with its selected count (profile setup, the goals page). */
export function GoalTagPicker({ selected, onChange }: Props) {
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(goalTagCategoryNames.map((c) => [c, true])),
  );
  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);

  return goalTagCategoryNames.map((category: GoalTagCategory) => {
    const tags = goalTagCategories[category] as readonly string[];
    const count = tags.filter((t) => selected.includes(t)).length;
    return (
      <Collapsible.Root
        key={category}
        className="collapsible"
        open={open[category]}
        onOpenChange={(isOpen) => setOpen((o) => ({ ...o, [category]: isOpen }))}
      >
        <Collapsible.Trigger className="collapsible-trigger">
          <span>{category}</span>
          <span className="muted small">
            {count} / {tags.length} selected
          </span>
          <span aria-hidden="true" className="chevron">
            {open[category] ? '▾' : '▸'}
          </span>
        </Collapsible.Trigger>
        <Collapsible.Content className="collapsible-content">
          <div className="checkbox-grid">
            {tags.map((tag) => (
              <Checkbox key={tag} checked={selected.includes(tag)} onChange={() => toggle(tag)}>
                {tag}
              </Checkbox>
            ))}
          </div>
        </Collapsible.Content>
      </Collapsible.Root>
    );
  });
}
