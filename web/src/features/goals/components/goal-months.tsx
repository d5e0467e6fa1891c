import type { GoalMonth } from '@contract/schemas/goals';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A goal's linked receipts per month as a table whose rows draw their bars: readers and keyboards get the
 * figures, eyes get the shape.
 */
export function GoalMonths({ tag, months }: { tag: string; months: readonly GoalMonth[] }) {
  const most = Math.max(1, ...months.map((m) => m.count));
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
        {months.map(({ month, count }) => (
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
