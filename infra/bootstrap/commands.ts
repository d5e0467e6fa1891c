import { bootstrapQualifiers, stagePolicyNames, toolkitStackName } from '../stage-config';

/** The kept template the branch stages bootstrap with (CDK's default, narrowed: see its head). */
export const stageBootstrapTemplate = 'infra/bootstrap/stage-bootstrap.yaml';

/** Thrown for an environment that is not `aws://<12-digit account>/<region>`. */
export class BootstrapEnvironmentError extends Error {}

/** The account and region of `aws://<account>/<region>`. */
export function parseEnvironment(environment: string | undefined): { account: string; region: string } {
  const match = /^aws:\/\/(\d{12})\/([a-z]{2}(?:-[a-z]+)+-\d)$/.exec(environment ?? '');
  if (!match)
    throw new BootstrapEnvironmentError(
      `Name the environment as aws://<12-digit account>/<region> (e.g. aws://123456789012/eu-west-1), not ${JSON.stringify(environment ?? '')}`,
    );
  return { account: match[1]!, region: match[2]! };
}

/**
 * The arguments of `cdk bootstrap` for one kind of stage (docs/accounts-and-bootstrap.md). Prod's is CDK's
 * default template under its own qualifier. The branch stages' is the kept template, with the execution policy
 * and the permissions boundary of the stage policies (deployed before, by `npm run ci-access`): the template's
 * rules refuse anything else.
 */
export function bootstrapArgs(kind: 'prod' | 'stages', environment: string): string[] {
  const { account } = parseEnvironment(environment);
  const qualifier = bootstrapQualifiers[kind];
  const common = [
    'bootstrap',
    environment,
    '--qualifier',
    qualifier,
    '--toolkit-stack-name',
    toolkitStackName(qualifier),
  ];
  if (kind === 'prod') return common;
  return [
    ...common,
    '--template',
    stageBootstrapTemplate,
    '--cloudformation-execution-policies',
    `arn:aws:iam::${account}:policy/${stagePolicyNames.execution}`,
    '--custom-permissions-boundary',
    stagePolicyNames.boundary,
  ];
}
