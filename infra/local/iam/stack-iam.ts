import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { enforceIam } from './enforce';
import type { Templates } from './intrinsics';
import type { LocalResourceNames } from './local-arns';
import { localIamPolicies } from './role-policies';

/**
 * Puts every function the local stack runs under its synthesized role, and writes the policies beside the
 * stack's data for the processes that run handlers beside it (tests, `npm run digest`). Returns that file.
 */
export function enforceStackIam(templates: Templates, names: LocalResourceNames, dataDir: string): string {
  const policies = localIamPolicies(templates, names);
  enforceIam(policies);
  const file = join(dataDir, 'iam-policies.json');
  writeFileSync(file, JSON.stringify(policies));
  return file;
}
