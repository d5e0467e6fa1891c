import { escapeHtml } from '../functions/domain/html-escape';

/** One viewport and theme's screenshots: a folder of `screenshots/` and the routes in it, in tour order. */
export interface ShotSet {
  folder: string;
  routes: string[];
}

/**
 * `screenshots/index.html`: every route's screenshot at every viewport and theme on one page, a row a route,
 * so a reviewer sees the whole app at once and opens any shot at full size.
 */
export function contactSheetHtml(sets: readonly ShotSet[]): string {
  const routes = [...new Set(sets.flatMap((set) => set.routes))];
  const head = sets.map((set) => `<th>${escapeHtml(set.folder)}</th>`).join('');
  const rows = routes.map((route) => {
    const cells = sets.map((set) => {
      if (!set.routes.includes(route)) return '<td></td>';
      const src = `${encodeURIComponent(set.folder)}/${encodeURIComponent(route)}.png`;
      return `<td><a href="${src}"><img src="${src}" alt="${escapeHtml(`${route}, ${set.folder}`)}" loading="lazy"></a></td>`;
    });
    return `<tr><th scope="row">${escapeHtml(route)}</th>${cells.join('')}</tr>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipts: every route</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px;background:#f8fafc;color:#0f172a}
table{border-collapse:collapse}th,td{padding:6px;vertical-align:top;text-align:left}
td img{width:180px;height:240px;object-fit:cover;object-position:top;border:1px solid #e2e8f0;border-radius:6px}
</style></head><body>
<h1>Receipts: every route</h1>
<table><thead><tr><th>route</th>${head}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
}
