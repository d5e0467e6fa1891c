import { fileURLToPath } from 'node:url';

/** The repository root, with a trailing slash: asset and entry paths are built from it, not from the cwd. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
