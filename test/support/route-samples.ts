import type { RouteDef } from '@contract/routes';

/** A concrete path for a route template, with plausible parameter values. */
export const samplePath = (route: RouteDef) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'username' ? 'someone' : `sample-${name}`));
