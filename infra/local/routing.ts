import { type RouteDef, type RouteId, routes } from '@contract/routes';

export interface RouteMatch {
  id: RouteId;
  route: RouteDef;
  pathParameters: Record<string, string>;
}

const compiled = (Object.entries(routes) as [RouteId, RouteDef][]).map(([id, route]) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  // Literal segments win over parameters, as in API Gateway (`/users/search` before `/users/{userId}`).
  return { id, route, names, regex: new RegExp(`^${pattern}$`) };
});
compiled.sort((a, b) => a.names.length - b.names.length);

/** Matches a method and path against the route table; `null` when no route has that path and method. */
export function matchRoute(method: string, path: string): RouteMatch | null {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const found = candidate.regex.exec(path);
    if (!found) continue;
    const pathParameters: Record<string, string> = {};
    candidate.names.forEach((name, i) => {
      const raw = found[i + 1] ?? '';
      try {
        pathParameters[name] = decodeURIComponent(raw);
      } catch {
        pathParameters[name] = raw;
      }
    });
    return { id: candidate.id, route: candidate.route, pathParameters };
  }
  return null;
}

export const allowedMethods = (path: string) =>
  compiled.filter((c) => c.regex.test(path)).map((c) => c.route.method);
