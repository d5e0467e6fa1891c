import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One cfn-lint finding, as `cfn-lint --format json` prints it. */
export interface CfnLintMatch {
  Filename: string;
  Level: 'Error' | 'Warning' | 'Informational';
  Message: string;
  Location: { Path: (string | number)[] };
  Rule: { Id: string };
}

/** A finding that stays, with its reason (infra/cfn-lint-exceptions.json). */
export interface CfnLintException {
  rule: string;
  resourceType: string;
  /** The finding's path inside the resource, e.g. `Properties/Tags`. */
  path: string;
  reason: string;
}

const exceptionsFile = join(__dirname, '../../infra/cfn-lint-exceptions.json');
export const cfnLintExceptions = (): CfnLintException[] =>
  (JSON.parse(readFileSync(exceptionsFile, 'utf8')) as { exceptions: CfnLintException[] }).exceptions;

/** cfn-lint's version, or undefined when it is not installed (`pip install cfn-lint`). */
export function cfnLintVersion(): string | undefined {
  const result = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The templates of one cloud assembly folder. */
export const templatesIn = (outdir: string) =>
  readdirSync(outdir)
    .filter((f) => f.endsWith('.template.json'))
    .map((f) => join(outdir, f));

/**
 * Lints the templates in one cfn-lint run (every level: errors, warnings, informational). Asynchronous, so a
 * test file can start it right after synthesis and let it run beside its other tests.
 */
export function cfnLint(templates: string[]): Promise<CfnLintMatch[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('cfn-lint', ['--format', 'json', '--', ...templates]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (status) => {
      // Exit codes 2, 4 and 8 are bit flags for errors, warnings and informational findings; 1 is a failure.
      if (status === null || (status & 1) !== 0 || !stdout.trim().startsWith('[')) {
        reject(new Error(`cfn-lint failed (exit ${status}): ${stderr || stdout}`));
      } else resolve(JSON.parse(stdout) as CfnLintMatch[]);
    });
  });
}

const resourceTypes = new Map<string, Record<string, { Type: string }>>();
const resourceTypeOf = (match: CfnLintMatch) => {
  let resources = resourceTypes.get(match.Filename);
  if (!resources) {
    resources = (JSON.parse(readFileSync(match.Filename, 'utf8')) as { Resources: typeof resources })
      .Resources;
    resourceTypes.set(match.Filename, resources!);
  }
  const [section, logicalId] = match.Location.Path;
  return section === 'Resources' ? resources?.[String(logicalId)]?.Type : undefined;
};

/** Whether an exception covers the finding: same rule, resource type and path inside the resource. */
export const covers = (exception: CfnLintException, match: CfnLintMatch) =>
  exception.rule === match.Rule.Id &&
  exception.resourceType === resourceTypeOf(match) &&
  exception.path === match.Location.Path.slice(2).join('/');
