import { repoRoot } from '../paths';

/**
 * Imports a function's code by its entry (`functions/handlers/receipts.ts`), as the local stack runs it. The
 * path is absolute and built at run time: a bundler reading `import(`../../${entry}`)` would take every file
 * of the repository (the bench bundles the gateway into its cold-start child).
 */
export const importFunction = <Module>(entry: string): Promise<Module> =>
  import(`${repoRoot}${entry}`) as Promise<Module>;
