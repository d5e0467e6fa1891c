import { rmSync } from 'node:fs';
import { stagesFolderEnv } from './synthesized-stages';

/** Removes the folder infra-setup.ts synthesized the stages into. */
export default function infraTeardown(): void {
  const folder = process.env[stagesFolderEnv];
  if (folder) rmSync(folder, { recursive: true, force: true });
  delete process.env[stagesFolderEnv];
}
