import {
  type CfnLintMatch,
  cfnLint,
  cfnLintExceptions,
  cfnLintVersion,
  covers,
  templatesIn,
} from '../../support/cfn-lint';
import { type StackTemplates, stackTemplates } from '../../support/stack-templates';
import { type SynthesizedStage, synthesisTimeout, synthesizedStages } from '../../support/synthesized-stages';

/** cfn-lint (AWS CloudFormation Linter) over the templates of a branch stage and of prod. */
let linted: Promise<CfnLintMatch[]> | undefined;
const cfnLintFound = cfnLintVersion();
if (!cfnLintFound) {
  console.warn('cfn-lint is not installed (pip install cfn-lint): the cfn-lint tests are skipped.');
}
let ephemeral: SynthesizedStage;
let prod: SynthesizedStage;
let templates: StackTemplates;

beforeAll(async () => {
  ephemeral = synthesizedStages.branch();
  prod = synthesizedStages.prod();
  templates = stackTemplates(ephemeral);
  // cfn-lint takes a while: the hook waits for it (a failure is the lint test's to report).
  if (cfnLintFound) {
    linted = cfnLint([...templatesIn(ephemeral.outdir), ...templatesIn(prod.outdir)]);
    await linted.catch(() => undefined);
  }
}, synthesisTimeout);

describe('cfn-lint (AWS CloudFormation Linter)', () => {
  const lintIt = cfnLintFound ? it : it.skip;

  lintIt('finds nothing in a branch stage or prod but the findings listed with a reason', async () => {
    const matches = await linted!;
    const exceptions = cfnLintExceptions();
    const unexplained = matches.filter((m) => !exceptions.some((e) => covers(e, m)));
    expect(unexplained.map((m) => `${m.Rule.Id} ${m.Location.Path.join('/')}: ${m.Message}`)).toEqual([]);
    // An exception that no longer matches anything goes (cfn-lint caught up, or the resource changed).
    const stale = exceptions.filter((e) => !matches.some((m) => covers(e, m)));
    expect(stale.map((e) => e.reason)).toEqual([]);
    for (const e of exceptions) expect(e.reason.length).toBeGreaterThan(20);
  });

  it('keeps only DependsOn entries no Ref or GetAtt already implies (W3005)', () => {
    const api = templates.api.toJSON() as {
      Resources: Record<string, { Type: string; DependsOn?: string[]; Properties: { Role?: unknown } }>;
    };
    const functions = Object.values(api.Resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      const [role] = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      expect(fn.DependsOn ?? []).not.toContain(role);
    }
    // The role's policy is not referenced: a function with one still waits for it.
    const receipts = Object.entries(api.Resources).find(
      ([id, r]) => id.startsWith('ReceiptsFunction') && r.Type === 'AWS::Lambda::Function',
    )?.[1];
    expect(receipts?.DependsOn).toEqual([expect.stringMatching(/^ReceiptsFunctionServiceRoleDefaultPolicy/)]);
  });
});
