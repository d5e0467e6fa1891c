import { type Category, categoryEmoji } from '@contract/enums';

interface Props {
  categories: readonly Category[];
  counts: Partial<Record<string, number>>;
  selected: Category | null;
  onSelect(category: Category): void;
}

/** Category tabs with their counts (profile pages). */
export function CategoryTabs({ categories, counts, selected, onSelect }: Props) {
  return (
    <div className="category-tabs" role="tablist" aria-label="Receipt categories">
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          aria-selected={category === selected}
          className={`category-tab ${category === selected ? 'active' : ''}`}
          onClick={() => onSelect(category)}
        >
          <span aria-hidden="true">{categoryEmoji[category]}</span> {category}{' '}
          <span className="count-pill">{counts[category] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
