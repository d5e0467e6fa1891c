import * as messages from '@contract/messages';
import { useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { GoalTagPicker } from '@/components/goal-tag-picker';
import { goalTagsSaveError, useSaveGoalTags } from '@/lib/save-goal-tags';

/** The member's goal tags, edited here as in profile setup: open, pick, save. */
export function GoalEditor({ current }: { current: readonly string[] }) {
  const save = useSaveGoalTags();
  const [editing, setEditing] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    if (!editing) return;
    setError(null);
    try {
      await save.mutateAsync({ selected: editing as never });
      setEditing(null);
      setSaved(true);
    } catch (e) {
      setError(goalTagsSaveError(e));
    }
  };

  return (
    <section className="card goal-editor" aria-labelledby="goal-editor-title">
      <header className="card-head">
        <h2 id="goal-editor-title">Your goals</h2>
        <p className="muted small">{current.length ? current.join(', ') : messages.goalsEmpty}</p>
      </header>
      {editing ? (
        <div className="stack">
          <ErrorBanner message={error} />
          <GoalTagPicker selected={editing} onChange={setEditing} />
          <div className="button-row">
            <button type="button" className="button" onClick={submit} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : messages.saveGoals}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setSaved(false);
              setEditing([...current]);
            }}
          >
            {messages.editGoals}
          </button>
          <span className="muted small" role="status">
            {saved ? messages.goalsSaved : ''}
          </span>
        </div>
      )}
    </section>
  );
}
