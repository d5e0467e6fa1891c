import type { GoalMonth } from '@contract/schemas/goals';
import { monthAndYear } from '@/lib/calendar';

const monthLabel = (month: string) => monthAndYear(new Date(`${month}-01T00:00:00Z`), 'short', 'utc');

/**
 * The months from the first with a linked receipt to this one: a goal linked to for the first time this month
 * shows one row, not a year of zeros before it.
 */
export const monthsSinceFirst = (months: readonly GoalMonth[]) => {
  const first = months.findIndex((m) => m.count > 0);
  return first < 0 ? [] : months.slice(first);
};

/**
 * A goal's linked receipts per month as a table whose rows draw their bars: readers and keyboards get the
 * figures, eyes get the shape.
 */
export function GoalMonths({ tag, months }: { tag: string; months: readonly GoalMonth[] }) {
  const shown = monthsSinceFirst(months);
  const most = Math.max(1, ...shown.map((m) => m.count));
  return (
    <table className="goal-months">
      <caption className="visually-hidden">Receipts linked to {tag}, per month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Receipts</th>
        </tr>
      </thead>
      <tbody>
        {shown.map(({ month, count }) => (
          <tr key={month}>
            <th scope="row">{monthLabel(month)}</th>
            <td>
              <span className="goal-bar" style={{ width: `${(count / most) * 100}%` }} aria-hidden="true" />
              <span className="goal-count">{count}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
