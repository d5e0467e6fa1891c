import { type GoalTagCategory, goalTagCategories, goalTagCategoryNames } from '@contract/enums';
import { messages } from '@contract/messages';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useState } from 'react';
import { Checkbox } from '@/components/checkbox';
import { ErrorBanner } from '@/components/error-banner';
import { ApiError } from '@/lib/api-client';
import { useSaveGoalTags } from '../api/save-profile';
import { StepButtons } from './step-buttons';

interface Props {
  selected: string[];
  onChange(selected: string[]): void;
  onBack(): void;
  onSaved(): void;
}

export function GoalTagsTab({ selected, onChange, onBack, onSaved }: Props) {
  const save = useSaveGoalTags();
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(goalTagCategoryNames.map((c) => [c, true])),
  );

  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ selected: selected as never });
      onSaved();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.failedToSaveGoalTags);
    }
  };

  return (
    <div className="stack">
      <ErrorBanner message={error} />
      {goalTagCategoryNames.map((category: GoalTagCategory) => {
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
      })}
      <StepButtons
        onBack={onBack}
        onNext={submit}
        next={save.isPending ? 'Saving...' : 'Continue to Inner Circle'}
        nextDisabled={save.isPending}
      />
    </div>
  );
}
