import type { Category } from '@contract/enums';
import { CountPill } from '@/components/count-pill';
import { TagIcon } from '@/components/tag-icons';
import type { WallFilter as Filter } from '@/lib/visitor-wall';

interface Props {
  /** The public categories this member has, in the contract's order. */
  categories: readonly Category[];
  counts: Partial<Record<string, number>>;
  total: number;
  selected: Filter;
  onSelect(filter: Filter): void;
}

/**
 * The wall's filter: "All", then each public category with its count. Native radios in a fieldset, so the
 * arrow keys move between them and a screen reader hears one choice of several.
 */
export function WallFilter({ categories, counts, total, selected, onSelect }: Props) {
  return (
    <fieldset className="wall-filter filter-row">
      <legend className="visually-hidden">Receipt categories</legend>
      {(['All', ...categories] as const).map((filter) => (
        <label
          key={filter}
          className={`wall-filter-choice filter-chip ${filter === selected ? 'active' : ''}`}
        >
          <input
            type="radio"
            name="wall-filter"
            value={filter}
            checked={filter === selected}
            onChange={() => onSelect(filter)}
          />
          {filter === 'All' ? null : <TagIcon kind="category" value={filter} />}
          {filter} <CountPill value={filter === 'All' ? total : (counts[filter] ?? 0)} />
        </label>
      ))}
    </fieldset>
  );
}
