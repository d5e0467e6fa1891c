import type { PolicyDocument } from './iam-evaluation';

/**
 * The AWS-managed policies CDK's bootstrap template attaches, as documents for the IAM evaluator
 * (test/support/iam-evaluation.ts). AdministratorAccess and AWSCloudFormationReadOnlyAccess whole;
 * ReadOnlyAccess, a few thousand actions long, only in its statements on the services that hold prod's data
 * here (DynamoDB, S3, Cognito user pools, CloudWatch Logs): what the default lookup role could read of prod.
 */
export const awsManagedPolicies = (partition: string): Record<string, PolicyDocument> => ({
  [`arn:${partition}:iam::aws:policy/AdministratorAccess`]: {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }],
  },
  [`arn:${partition}:iam::aws:policy/AWSCloudFormationReadOnlyAccess`]: {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: [
          'cloudformation:Describe*',
          'cloudformation:EstimateTemplateCost',
          'cloudformation:Get*',
          'cloudformation:List*',
          'cloudformation:ValidateTemplate',
          'cloudformation:Detect*',
        ],
        Resource: '*',
      },
    ],
  },
  [`arn:${partition}:iam::aws:policy/ReadOnlyAccess`]: {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: [
          'cognito-idp:AdminGet*',
          'cognito-idp:AdminList*',
          'cognito-idp:Describe*',
          'cognito-idp:Get*',
          'cognito-idp:List*',
          'dynamodb:BatchGet*',
          'dynamodb:Describe*',
          'dynamodb:Get*',
          'dynamodb:List*',
          'dynamodb:PartiQLSelect',
          'dynamodb:Query',
          'dynamodb:Scan',
          'logs:Describe*',
          'logs:FilterLogEvents',
          'logs:Get*',
          'logs:List*',
          'logs:StartLiveTail',
          'logs:StartQuery',
          'logs:StopQuery',
          'logs:TestMetricFilter',
          's3:Describe*',
          's3:Get*',
          's3:List*',
        ],
        Resource: '*',
      },
    ],
  },
});
