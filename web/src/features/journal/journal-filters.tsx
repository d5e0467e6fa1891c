import { type Category, categories } from '@contract/enums';

export interface JournalFilterChoice {
  category: Category | 'Other' | '';
  goal: string;
}

/**
 * Category and goal, each "All" unless chosen, in the feed pages' one filter row; the goal choice shows once
 * the member has goals.
 */
export function JournalFilters({
  value,
  goals,
  onChange,
}: {
  value: JournalFilterChoice;
  goals: readonly string[];
  onChange(next: JournalFilterChoice): void;
}) {
  return (
    <div className="journal-filters filter-row">
      <label>
        Category{' '}
        <select
          className="text-input"
          value={value.category}
          onChange={(event) =>
            onChange({ ...value, category: event.target.value as Category | 'Other' | '' })
          }
        >
          <option value="">All</option>
          {[...categories, 'Other'].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {goals.length ? (
        <label>
          Goal{' '}
          <select
            className="text-input"
            value={value.goal}
            onChange={(event) => onChange({ ...value, goal: event.target.value })}
          >
            <option value="">All</option>
            {goals.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
