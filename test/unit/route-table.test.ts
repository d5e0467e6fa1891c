import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeAreas, routeIds, routes } from '@contract/routes';

/** The route table is assembled from one module per area (contract/routes/): nothing lost, nothing shadowed. */
describe('the route table, by area', () => {
  const areaIds = Object.values(routeAreas).flatMap((area) => Object.keys(area));

  it('gives every route id to one area only (a second one would replace the first in the table)', () => {
    expect(areaIds.length).toBe(new Set(areaIds).size);
    expect([...areaIds].sort()).toEqual([...routeIds].sort());
  });

  it('has each area module in the table', () => {
    const folder = join(__dirname, '../../contract/routes');
    const modules = readdirSync(folder).filter((f) => !['index.ts', 'route-def.ts'].includes(f));
    expect(modules.length).toBe(Object.keys(routeAreas).length);
  });

  it('keeps one route per method and path', () => {
    const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
