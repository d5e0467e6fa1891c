import type { Category } from '@contract/enums';
import { useRef } from 'react';
import { TagIcon } from '@/components/tag-icons';
import { useKeepSelectedInView } from '@/lib/use-keep-selected-in-view';
import { useScrollCue } from '@/lib/use-scroll-cue';
import { CountPill } from './count-pill';

interface Props {
  categories: readonly Category[];
  counts: Partial<Record<string, number>>;
  selected: Category | null;
  onSelect(category: Category): void;
}

/** Category tabs with their counts (profile pages); on a phone they scroll, the selected one in view. */
export function CategoryTabs({ categories, counts, selected, onSelect }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  useKeepSelectedInView(strip, selected);
  useScrollCue(strip);
  return (
    <div className="category-tabs scroll-cue" role="tablist" aria-label="Receipt categories" ref={strip}>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          aria-selected={category === selected}
          className={`category-tab ${category === selected ? 'active' : ''}`}
          onClick={() => onSelect(category)}
        >
          <TagIcon kind="category" value={category} /> {category} <CountPill value={counts[category] ?? 0} />
        </button>
      ))}
    </div>
  );
}

/**
 * The tab a profile opens on (SPEC §4): the first category that has receipts, else the spec's default, Play,
 * else the first one shown.
 */
export function openingCategory(
  shown: readonly Category[],
  counts: Partial<Record<string, number>>,
  fallback: Category = 'Play',
): Category | null {
  return (
    shown.find((c) => (counts[c] ?? 0) > 0) ?? (shown.includes(fallback) ? fallback : (shown[0] ?? null))
  );
}
