import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnResource, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** One finding of a rule on a resource (`AwsSolutions-IAM5[Resource::*]` on `Stack/Role/DefaultPolicy/Resource`). */
export interface NagFinding {
  path: string;
  id: string;
}

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string }[] }[];
}

/**
 * The findings in the synthesis's validation report (`<plugin>: <rule>`), which lists only plugins that found
 * something: none when the stage is clean.
 */
export function nagViolations(outdir: string): string[] {
  const file = join(outdir, 'validation-report.json');
  if (!existsSync(file)) throw new Error(`No validation report in ${outdir}: no validation plugin ran`);
  const report = JSON.parse(readFileSync(file, 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((violation) => `${plugin.pluginName}: ${violation.ruleName}`),
  );
}

/**
 * The findings that acknowledgements silence in a synthesized app: the pack runs again over the tree and notes
 * each finding it finds acknowledged. It hooks NagPack's private `isAcknowledged`; should cdk-nag rename it,
 * this throws rather than count nothing.
 */
export function acknowledgedFindings(root: IConstruct): NagFinding[] {
  const pack = new AwsSolutionsChecks();
  const internals = pack as unknown as { isAcknowledged(node: CfnResource, id: string): boolean };
  if (typeof internals.isAcknowledged !== 'function') throw new Error('cdk-nag no longer has isAcknowledged');
  const lookUp = internals.isAcknowledged.bind(pack);
  const found: NagFinding[] = [];
  internals.isAcknowledged = (node, id) => {
    const acknowledged = lookUp(node, id);
    if (acknowledged) found.push({ path: node.node.path, id });
    return acknowledged;
  };
  pack.validateScope(root);
  return found;
}

/** Every acknowledgement of an AwsSolutions finding in the app: the construct it was made on, and the finding. */
export function acknowledgements(root: IConstruct): NagFinding[] {
  const made = new Map<string, NagFinding>();
  for (const construct of root.node.findAll())
    for (const entry of construct.node.metadata)
      if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        for (const key of Object.keys(entry.data as Record<string, string>)) {
          const id = key.replace(/^annotation::/i, '');
          if (id.startsWith('AwsSolutions-'))
            made.set(`${construct.node.path} ${id}`, { path: construct.node.path, id });
        }
  return [...made.values()];
}

/** Acknowledgements that silence nothing: no finding of theirs on their construct or beneath it. */
export function staleAcknowledgements(root: IConstruct): NagFinding[] {
  const silenced = acknowledgedFindings(root);
  return acknowledgements(root).filter(
    (made) =>
      !silenced.some(
        (finding) =>
          finding.id === made.id && (finding.path === made.path || finding.path.startsWith(`${made.path}/`)),
      ),
  );
}
