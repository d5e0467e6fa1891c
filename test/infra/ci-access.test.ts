import { App, type DefaultStackSynthesizer } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import {
  buildCiAccess,
  buildCiAccessApp,
  ciAccessStackName,
  stagePoliciesStackName,
} from '../../infra/ci-access';
import {
  AccountHoldsError,
  bootstrapRoleKinds,
  GithubRepositoryError,
  stackWrites,
  stageTestCalls,
} from '../../infra/stacks/ci-access-policy';
import { bootstrapQualifiers } from '../../infra/stage-config';
import { nagViolations, staleAcknowledgements } from '../support/nag';
import { cdkJsonContext } from '../support/synth';

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
}
interface RoleResource {
  Properties: {
    RoleName: string;
    AssumeRolePolicyDocument: { Statement: (Statement & { Principal: { Federated: unknown } })[] };
  };
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

/** Synthesises the CI access app as `npm run ci-access -- synth -c …` does, with cdk.json's feature flags. */
function synthCiAccess(context: Record<string, string>) {
  const app = new App({ context: { ...cdkJsonContext(), ...context } });
  const stack = buildCiAccess(app);
  app.synth();
  return { app, stack, template: Template.fromStack(stack) };
}

/** An ARN as text, with `<AWS::Partition>` and the like where the template joins in a pseudo parameter. */
const arnText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) return JSON.stringify(value);
  return join[1]
    .map((part) => (typeof part === 'string' ? part : `<${(part as { Ref: string }).Ref}>`))
    .join('');
};

const actions = (statement: Statement) => [statement.Action].flat();
const resources = (statement: Statement) => [statement.Resource].flat().map(arnText);

describe('CI access stack (npm run ci-access)', () => {
  const { app, stack, template } = synthCiAccess({ githubRepository: 'octo-org/receipts' });
  const roles = template.findResources('AWS::IAM::Role') as Record<string, RoleResource>;
  const roleId = (name: string) => {
    const id = Object.keys(roles).find((key) => roles[key]!.Properties.RoleName === name);
    if (!id) throw new Error(`no role ${name}`);
    return id;
  };
  const trust = (name: string) => roles[roleId(name)]!.Properties.AssumeRolePolicyDocument.Statement;
  const policy = (name: string): Statement[] =>
    Object.values(template.findResources('AWS::IAM::Policy') as Record<string, PolicyResource>)
      .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId(name)))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
  const [providerId] = Object.keys(template.findResources('AWS::IAM::OIDCProvider'));
  /** A role's whole trust policy: GitHub's tokens, through the provider, under `condition` alone. */
  const trustedThroughProvider = (condition: Record<string, unknown>) => [
    {
      Effect: 'Allow',
      Action: 'sts:AssumeRoleWithWebIdentity',
      Principal: { Federated: { Ref: providerId } },
      Condition: condition,
    },
  ];

  it('creates the GitHub OIDC provider for the STS audience', () => {
    template.resourceCountIs('AWS::IAM::OIDCProvider', 1);
    template.hasResourceProperties('AWS::IAM::OIDCProvider', {
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    expect(stack.stackName).toBe(ciAccessStackName);
  });

  it('reuses an existing provider by its ARN (-c githubOidcProviderArn) instead of creating one', () => {
    const arn = 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';
    const reused = synthCiAccess({
      githubRepository: 'octo-org/receipts',
      githubOidcProviderArn: arn,
    }).template;
    reused.resourceCountIs('AWS::IAM::OIDCProvider', 0);
    const principals = Object.values(
      reused.findResources('AWS::IAM::Role') as Record<string, RoleResource>,
    ).map((role) => role.Properties.AssumeRolePolicyDocument.Statement[0]!.Principal.Federated);
    expect(principals).toEqual([arn, arn]);
  });

  it('trusts the stage role for every branch and pull request of the repository, through the provider', () => {
    expect(trust('receipts-github-stages')).toEqual(
      trustedThroughProvider({
        StringEquals: { 'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com' },
        StringLike: {
          'token.actions.githubusercontent.com:sub': [
            'repo:octo-org/receipts:ref:refs/heads/*',
            'repo:octo-org/receipts:pull_request',
          ],
        },
      }),
    );
  });

  it('trusts the prod role only for the production environment, matched exactly', () => {
    expect(trust('receipts-github-prod')).toEqual(
      trustedThroughProvider({
        StringEquals: {
          'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
          'token.actions.githubusercontent.com:sub': ['repo:octo-org/receipts:environment:production'],
        },
      }),
    );
  });

  const bootstrapRoleArns = (qualifier: string) =>
    bootstrapRoleKinds.map(
      (kind) =>
        `arn:<AWS::Partition>:iam::<AWS::AccountId>:role/cdk-${qualifier}-${kind}-role-<AWS::AccountId>-*`,
    );
  const assumable = (name: string) =>
    policy(name)
      .filter((s) => actions(s).includes('sts:AssumeRole'))
      .map((s) => ({ effect: s.Effect, resources: resources(s) }));

  it.each([
    ['receipts-github-stages', 'rcptstage'],
    ['receipts-github-prod', 'rcptprod'],
  ])('%s may assume only the %s bootstrap roles, and read CloudFormation', (name, qualifier) => {
    expect(assumable(name)).toEqual([{ effect: 'Allow', resources: bootstrapRoleArns(qualifier) }]);
    const reads = policy(name).find((s) => actions(s).includes('cloudformation:ListStacks'));
    expect(reads?.Effect).toBe('Allow');
    expect(actions(reads!)).toEqual(expect.arrayContaining(['cloudformation:DescribeStacks']));
    expect(actions(reads!).every((a) => /^cloudformation:(Describe|List|Get)/.test(a))).toBe(true);
  });

  it("never lets the stage role assume a role of prod's bootstrap (or any role by wildcard qualifier)", () => {
    const allowed = assumable('receipts-github-stages').flatMap((s) => s.resources);
    expect(allowed.length).toBeGreaterThan(0);
    for (const arn of allowed) {
      expect(arn).toMatch(new RegExp(`:role/cdk-${bootstrapQualifiers.stages}-`));
      expect(arn).not.toContain(bootstrapQualifiers.prod);
      expect(arn).not.toMatch(/:role\/cdk-\*/);
    }
    expect(bootstrapQualifiers.prod).not.toBe(bootstrapQualifiers.stages);
    expect(bootstrapQualifiers.prod.startsWith(bootstrapQualifiers.stages)).toBe(false);
  });

  it("denies the branch stages' deploy role every change to prod's stacks, this stack and the bootstrap stacks", () => {
    const guards = Object.values(
      template.findResources('AWS::IAM::ManagedPolicy') as Record<
        string,
        { Properties: { Roles: unknown[]; PolicyDocument: { Statement: Statement[] } } }
      >,
    );
    expect(guards).toHaveLength(1);
    const guard = guards[0]!.Properties;
    expect(guard.Roles.map(arnText)).toEqual(['cdk-rcptstage-deploy-role-<AWS::AccountId>-<AWS::Region>']);
    expect(guard.PolicyDocument.Statement).toHaveLength(1);
    const [deny] = guard.PolicyDocument.Statement;
    expect(deny!.Effect).toBe('Deny');
    expect(actions(deny!).sort()).toEqual([...stackWrites].sort());
    expect(resources(deny!).sort()).toEqual(
      [
        'arn:<AWS::Partition>:cloudformation:*:<AWS::AccountId>:stack/Receipts-prod-*/*',
        `arn:<AWS::Partition>:cloudformation:*:<AWS::AccountId>:stack/${ciAccessStackName}/*`,
        'arn:<AWS::Partition>:cloudformation:*:<AWS::AccountId>:stack/CDKToolkit-*/*',
      ].sort(),
    );
  });

  it("deploys through prod's bootstrap (an administrator deploys it)", () => {
    expect((stack.synthesizer as DefaultStackSynthesizer).cloudFormationExecutionRoleArn).toContain(
      `cdk-${bootstrapQualifiers.prod}-cfn-exec-role`,
    );
  });

  it('gives only the stage role the test clean-up calls, on receipts-* tables and the app-tagged pools', () => {
    expect(policy('receipts-github-prod').flatMap(actions)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(dynamodb|cognito-idp):/)]),
    );
    const allows = policy('receipts-github-stages').filter((s) => s.Effect === 'Allow');
    const dynamo = allows.find((s) => actions(s).includes('dynamodb:Query'))!;
    expect(actions(dynamo).sort()).toEqual([...stageTestCalls.dynamodb].sort());
    expect(resources(dynamo)).toEqual([
      'arn:<AWS::Partition>:dynamodb:*:<AWS::AccountId>:table/receipts-*',
      'arn:<AWS::Partition>:dynamodb:*:<AWS::AccountId>:table/receipts-*/index/*',
    ]);
    const cognito = allows.find((s) => actions(s).includes('cognito-idp:AdminDeleteUser'))!;
    expect(actions(cognito).sort()).toEqual([...stageTestCalls.cognito].sort());
    expect(cognito.Condition).toEqual({ StringEquals: { 'aws:ResourceTag/app': 'receipts' } });
  });

  it("denies the stage role every change to prod's stacks, table and user pool", () => {
    const denies = policy('receipts-github-stages').filter((s) => s.Effect === 'Deny');
    const stacks = denies.find((s) => actions(s).includes('cloudformation:UpdateStack'))!;
    expect(actions(stacks).sort()).toEqual([...stackWrites].sort());
    expect(resources(stacks)).toEqual(['arn:<AWS::Partition>:cloudformation:*:*:stack/Receipts-prod-*/*']);
    const table = denies.find((s) => actions(s).includes('dynamodb:UpdateItem'))!;
    expect(resources(table)).toEqual([
      'arn:<AWS::Partition>:dynamodb:*:<AWS::AccountId>:table/receipts-prod',
      'arn:<AWS::Partition>:dynamodb:*:<AWS::AccountId>:table/receipts-prod/index/*',
    ]);
    const pool = denies.find((s) => actions(s).includes('cognito-idp:AdminDeleteUser'))!;
    expect(pool.Condition).toEqual({ StringEquals: { 'aws:ResourceTag/stage': 'prod' } });
    expect(policy('receipts-github-prod').filter((s) => s.Effect === 'Deny')).toEqual([]);
  });

  it('outputs both role ARNs, for AWS_STAGE_ROLE_ARN and AWS_PROD_ROLE_ARN', () => {
    template.hasOutput('StagesRoleArn', {
      Value: { 'Fn::GetAtt': [roleId('receipts-github-stages'), 'Arn'] },
      Description: Match.stringLikeRegexp('AWS_STAGE_ROLE_ARN'),
    });
    template.hasOutput('ProdRoleArn', {
      Value: { 'Fn::GetAtt': [roleId('receipts-github-prod'), 'Arn'] },
      Description: Match.stringLikeRegexp('AWS_PROD_ROLE_ARN'),
    });
  });

  it.each([
    [undefined],
    [''],
    ['receipts'],
    ['octo-org/receipts/extra'],
    ['octo org/receipts'],
    ['-octo/receipts'],
    ['octo-org/..'],
    ['octo-org/*'],
  ])('refuses githubRepository %p with a message naming the owner/repo shape', (githubRepository) => {
    const build = () => synthCiAccess(githubRepository === undefined ? {} : { githubRepository });
    expect(build).toThrow(GithubRepositoryError);
    expect(build).toThrow(/githubRepository must be the GitHub repository as owner\/repo/);
  });

  it('accepts owner/repo names with dots, dashes and underscores', () => {
    expect(() => synthCiAccess({ githubRepository: 'Octo-Org2/my_receipts.app' })).not.toThrow();
  });

  it('passes cdk-nag AwsSolutions with every acknowledgement silencing a finding', () => {
    expect(nagViolations(app.synth().directory)).toEqual([]);
    expect(staleAcknowledgements(app)).toEqual([]);
  });

  it("deploys the branch stages' execution policy and boundary in a stack of their own, through prod's bootstrap", () => {
    const { stagePolicies } = buildCiAccessApp(
      new App({ context: { ...cdkJsonContext(), githubRepository: 'octo-org/receipts' } }),
    );
    expect(stagePolicies?.stackName).toBe(stagePoliciesStackName);
    const policies = Template.fromStack(stagePolicies!).findResources('AWS::IAM::ManagedPolicy');
    expect(
      Object.values(policies)
        .map((p) => p.Properties.ManagedPolicyName)
        .sort(),
    ).toEqual(['receipts-stage-boundary', 'receipts-stage-execution']);
    expect((stagePolicies!.synthesizer as DefaultStackSynthesizer).cloudFormationExecutionRoleArn).toContain(
      `cdk-${bootstrapQualifiers.prod}-cfn-exec-role`,
    );
  });

  it('with -c holds=prod (prod in its own account) makes only the prod role, and no stage policies', () => {
    const app = new App({
      context: { ...cdkJsonContext(), githubRepository: 'octo-org/receipts', holds: 'prod' },
    });
    const { ciAccess, stagePolicies } = buildCiAccessApp(app);
    const only = Template.fromStack(ciAccess);
    expect(stagePolicies).toBeUndefined();
    expect(Object.values(only.findResources('AWS::IAM::Role')).map((r) => r.Properties.RoleName)).toEqual([
      'receipts-github-prod',
    ]);
    only.resourceCountIs('AWS::IAM::ManagedPolicy', 0);
    expect(Object.keys(only.findOutputs('*'))).toEqual(['ProdRoleArn']);
    expect(nagViolations(app.synth().directory)).toEqual([]);
  });

  it("with -c holds=stages makes only the stage role, its deploy role's guard and the stage policies", () => {
    const app = new App({
      context: { ...cdkJsonContext(), githubRepository: 'octo-org/receipts', holds: 'stages' },
    });
    const { ciAccess, stagePolicies } = buildCiAccessApp(app);
    const only = Template.fromStack(ciAccess);
    expect(stagePolicies).toBeDefined();
    expect(Object.values(only.findResources('AWS::IAM::Role')).map((r) => r.Properties.RoleName)).toEqual([
      'receipts-github-stages',
    ]);
    only.resourceCountIs('AWS::IAM::ManagedPolicy', 1);
    expect(Object.keys(only.findOutputs('*'))).toEqual(['StagesRoleArn']);
    expect(nagViolations(app.synth().directory)).toEqual([]);
  });

  it('refuses a holds that is not both, prod or stages', () => {
    const build = () =>
      buildCiAccess(
        new App({
          context: { ...cdkJsonContext(), githubRepository: 'octo-org/receipts', holds: 'staging' },
        }),
      );
    expect(build).toThrow(AccountHoldsError);
    expect(build).toThrow(/holds must be both, prod, stages/);
  });

  it('fails the synthesis on a cdk-nag finding nobody acknowledged', () => {
    const unchecked = new App({ context: { ...cdkJsonContext(), githubRepository: 'octo-org/receipts' } });
    new Queue(buildCiAccess(unchecked), 'Unchecked');
    expect(() => unchecked.synth()).toThrow(/AwsSolutions-SQS3/);
  });
});
