import type { Category } from '@contract/enums';
import { CountPill } from '@/components/count-pill';
import { FilterChoices } from '@/components/filter-choices';
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

/** The wall's filter: "All", then each public category with its count, in the feed pages' filter row. */
export function WallFilter({ categories, counts, total, selected, onSelect }: Props) {
  return (
    <FilterChoices<Filter>
      legend="Receipt categories"
      name="wall-filter"
      className="wall-filter"
      options={(['All', ...categories] as const).map((filter) => ({
        value: filter,
        label: (
          <>
            {filter === 'All' ? null : <TagIcon kind="category" value={filter} />}
            {filter} <CountPill value={filter === 'All' ? total : (counts[filter] ?? 0)} />
          </>
        ),
      }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
