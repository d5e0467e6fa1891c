import { useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { GoalTagPicker } from '@/components/goal-tag-picker';
import { goalTagsSaveError, useSaveGoalTags } from '@/lib/save-goal-tags';
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

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ selected: selected as never });
      onSaved();
    } catch (e) {
      setError(goalTagsSaveError(e));
    }
  };

  return (
    <div className="stack">
      <ErrorBanner message={error} />
      <GoalTagPicker selected={selected} onChange={onChange} />
      <StepButtons
        onBack={onBack}
        onNext={submit}
        next={save.isPending ? 'Saving...' : 'Continue to Inner Circle'}
        nextDisabled={save.isPending}
      />
    </div>
  );
}
