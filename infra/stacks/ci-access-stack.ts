import { Aws, CfnOutput, DefaultStackSynthesizer, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Effect,
  type IOidcProvider,
  ManagedPolicy,
  OidcProviderNative,
  OpenIdConnectPrincipal,
  PolicyStatement,
  Role,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { tableNameFor } from '../../functions/store/platform/table-definition';
import { stackName } from '../receipts-app';
import { prodStage } from '../stage';
import { bootstrapQualifiers, toolkitStackName } from '../stage-config';
import {
  type AccountHolds,
  bootstrapRoles,
  checkedGithubRepository,
  ciRoleNames,
  githubAudience,
  githubOidcHost,
  readStacks,
  stackWrites,
  stageTestCalls,
} from './ci-access-policy';
import { acknowledgeResources } from './stage-nag';

export interface CiAccessStackProps extends StackProps {
  /** `owner/repo` on GitHub, whose workflows may assume the roles. */
  githubRepository: string;
  /** An account has one provider per URL: pass the existing one's ARN instead of creating it. */
  githubOidcProviderArn?: string;
  /** What the account hosts, so which roles it needs: both (default), or only prod or the branch stages. */
  holds?: AccountHolds;
}

/**
 * GitHub Actions' way into the account, without stored keys (docs/accounts-and-bootstrap.md): the OIDC provider
 * and one role for branch stages, one for prod (only the one the account hosts, with prod in its own account).
 * Deployed once, by hand, with `npm run ci-access`.
 */
export class CiAccessStack extends Stack {
  readonly stagesRole: Role | undefined;
  readonly prodRole: Role | undefined;

  constructor(scope: Construct, id: string, props: CiAccessStackProps) {
    // Deployed by hand with an administrator's credentials, through prod's bootstrap: it is prod's concern.
    super(scope, id, {
      synthesizer: new DefaultStackSynthesizer({ qualifier: bootstrapQualifiers.prod }),
      ...props,
    });
    const repository = checkedGithubRepository(props.githubRepository);
    const provider: IOidcProvider = props.githubOidcProviderArn
      ? OidcProviderNative.fromOidcProviderArn(this, 'GithubOidc', props.githubOidcProviderArn)
      : new OidcProviderNative(this, 'GithubOidc', {
          url: `https://${githubOidcHost}`,
          clientIds: [githubAudience],
        });
    const audience = { [`${githubOidcHost}:aud`]: githubAudience };
    const subject = (subjects: string[]) => ({ [`${githubOidcHost}:sub`]: subjects });
    const trusting = (subjects: string[]) =>
      new OpenIdConnectPrincipal(
        provider,
        subjects.some((s) => s.includes('*'))
          ? { StringEquals: audience, StringLike: subject(subjects) }
          : { StringEquals: { ...audience, ...subject(subjects) } },
      );

    const holds = props.holds ?? 'both';
    this.stagesRole =
      holds === 'prod'
        ? undefined
        : new Role(this, 'StagesRole', {
            roleName: ciRoleNames.stages,
            description: `Branch stages of ${repository}: deploy, test, destroy and sweep (stage.yml, stage-sweep.yml)`,
            assumedBy: trusting([`repo:${repository}:ref:refs/heads/*`, `repo:${repository}:pull_request`]),
          });
    this.prodRole =
      holds === 'stages'
        ? undefined
        : new Role(this, 'ProdRole', {
            roleName: ciRoleNames.prod,
            description: `Prod of ${repository}, from the protected production environment only (prod.yml)`,
            assumedBy: trusting([`repo:${repository}:environment:production`]),
          });

    // Each role deploys only through its own bootstrap: a branch can never act through prod's deploy role.
    const qualifiers = [
      [this.stagesRole, bootstrapQualifiers.stages],
      [this.prodRole, bootstrapQualifiers.prod],
    ] as const;
    for (const [role, qualifier] of qualifiers) {
      if (!role) continue;
      role.addToPolicy(
        new PolicyStatement({ actions: ['sts:AssumeRole'], resources: bootstrapRoles(qualifier) }),
      );
      role.addToPolicy(new PolicyStatement({ actions: readStacks, resources: ['*'] }));
      acknowledgeResources(
        role,
        "The CDK bootstrap roles are named cdk-<qualifier>-<kind>-role-<account>-<region>; each role names its own qualifier, and the region is the bootstrap's choice.",
        ...bootstrapRoles(qualifier),
      );
      acknowledgeResources(
        role,
        'DescribeStacks without a stack name and ListStacks only accept "*"; every action here is read-only.',
        '*',
      );
    }
    if (this.stagesRole) {
      this.allowStageTests(this.stagesRole);
      this.guardStageDeployRole();
      new CfnOutput(this, 'StagesRoleArn', {
        value: this.stagesRole.roleArn,
        description: 'The repository variable AWS_STAGE_ROLE_ARN',
      });
    }
    if (this.prodRole)
      new CfnOutput(this, 'ProdRoleArn', {
        value: this.prodRole.roleArn,
        description: 'The repository variable AWS_PROD_ROLE_ARN',
      });
  }

  /** Test clean-up on branch stages' pools and tables, never on prod's; and no stack change to prod. */
  private allowStageTests(role: Role) {
    // Any region: the roles are global, and the stages need not live where this stack does.
    const table = (name: string) =>
      this.formatArn({ service: 'dynamodb', region: '*', resource: 'table', resourceName: name });
    const userPools = this.formatArn({
      service: 'cognito-idp',
      region: '*',
      resource: 'userpool',
      resourceName: '*',
    });
    const stageTables = [table(tableNameFor('*')), table(`${tableNameFor('*')}/index/*`)];
    role.addToPolicy(new PolicyStatement({ actions: stageTestCalls.dynamodb, resources: stageTables }));
    acknowledgeResources(
      role,
      "Each branch stage has its own table receipts-<stage> (and its indexes); prod's is denied by name.",
      ...stageTables,
    );
    // Pool ARNs carry an id, not the name: the stage's tags (receipts-app.ts) tell the app's pools apart.
    role.addToPolicy(
      new PolicyStatement({
        actions: stageTestCalls.cognito,
        resources: [userPools],
        conditions: { StringEquals: { 'aws:ResourceTag/app': 'receipts' } },
      }),
    );
    acknowledgeResources(
      role,
      "User pool ARNs carry a generated id; the grant is limited to pools tagged app=receipts, prod's denied by its stage tag.",
      userPools,
    );
    const prodTable = tableNameFor(prodStage);
    role.addToPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: stageTestCalls.dynamodb,
        resources: [table(prodTable), table(`${prodTable}/index/*`)],
      }),
    );
    role.addToPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: stageTestCalls.cognito,
        resources: [userPools],
        conditions: { StringEquals: { 'aws:ResourceTag/stage': prodStage } },
      }),
    );
    role.addToPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: stackWrites,
        resources: [`arn:${Aws.PARTITION}:cloudformation:*:*:stack/${stackName(prodStage, '*')}/*`],
      }),
    );
  }

  /**
   * CDK's bootstrap template lets every deploy role change any stack of the account, and CloudFormation
   * updates a stack with the execution role it was last deployed with (prod's, for prod's stacks) without
   * asking the caller to pass it. So the branch stages' deploy role is denied every change to prod's stacks,
   * this stack and the bootstrap stacks. The role must exist first: bootstrap before `npm run ci-access`.
   */
  private guardStageDeployRole() {
    const stack = (name: string) => `arn:${Aws.PARTITION}:cloudformation:*:${Aws.ACCOUNT_ID}:stack/${name}/*`;
    new ManagedPolicy(this, 'StageDeployGuard', {
      managedPolicyName: 'receipts-stage-deploy-guard',
      description:
        "Branch stages' CDK deploy role: no change to prod's stacks, CI access or the bootstrap stacks",
      roles: [
        Role.fromRoleName(
          this,
          'StageDeployRole',
          `cdk-${bootstrapQualifiers.stages}-deploy-role-${Aws.ACCOUNT_ID}-${Aws.REGION}`,
        ),
      ],
      statements: [
        new PolicyStatement({
          effect: Effect.DENY,
          actions: stackWrites,
          resources: [stack(stackName(prodStage, '*')), stack(this.stackName), stack(toolkitStackName('*'))],
        }),
      ],
    });
  }
}
