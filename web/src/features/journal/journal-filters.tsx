import { type Category, categories, otherCategory } from '@contract/enums';
import { FilterChoices, type FilterOption } from '@/components/filter-choices';

export interface JournalFilterChoice {
  category: Category | typeof otherCategory | '';
  goal: string;
}

const categoryOptions: FilterOption<JournalFilterChoice['category']>[] = [
  { value: '', label: 'All categories' },
  ...[...categories, otherCategory].map((c) => ({ value: c as Category | typeof otherCategory, label: c })),
];

/**
 * Category and goal, each "All" unless chosen, as the feed pages' filter row (one row each); the goal row
 * shows once the member has goals.
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
    <div className="journal-filters">
      <FilterChoices<JournalFilterChoice['category']>
        legend="Category"
        name="journal-category"
        options={categoryOptions}
        selected={value.category}
        onSelect={(category) => onChange({ ...value, category })}
      />
      {goals.length ? (
        <FilterChoices
          legend="Goal"
          name="journal-goal"
          options={[{ value: '', label: 'All goals' }, ...goals.map((g) => ({ value: g, label: g }))]}
          selected={value.goal}
          onSelect={(goal) => onChange({ ...value, goal })}
        />
      ) : null}
    </div>
  );
}
