import { type HandlerModule, handlerModules, type RouteDef, routes } from '@contract/routes';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { type CfnStage, CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { type NagPackSuppression, NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { envNames } from '../../functions/config';
import { createFunction } from './lambda-defaults';

export interface ApiStackProps extends StackProps {
  stage: string;
  table: Table;
  mediaBucket: Bucket;
  userPool: UserPool;
  client: UserPoolClient;
}

/** Modules that read or write media; the others get no S3 access at all. */
const mediaModules: ReadonlySet<HandlerModule> = new Set(['profile', 'receipts']);

/** The HTTP API, generated from the contract's route table: one function per handler module. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Record<HandlerModule, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `receipts-${props.stage}`,
      // The site's CloudFront domain is created after this stack (it needs the API URL for config.json).
      // Any origin is safe here: callers authenticate with a bearer token, never with cookies.
      corsPreflight: {
        allowOrigins: ['*'],
        allowHeaders: ['authorization', 'content-type'],
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.PATCH,
          CorsHttpMethod.DELETE,
        ],
        maxAge: Duration.minutes(10),
      },
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = this.api.defaultStage?.node.defaultChild as CfnStage;
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
        integrationError: '$context.integrationErrorMessage',
      }),
    };
    stage.defaultRouteSettings = { throttlingBurstLimit: 200, throttlingRateLimit: 100 };

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.client],
    });
    const environment = {
      [envNames.tableName]: props.table.tableName,
      [envNames.mediaBucket]: props.mediaBucket.bucketName,
    };

    this.functions = Object.fromEntries(
      handlerModules.map((module) => {
        const fn = createFunction(
          this,
          `${pascal(module)}Function`,
          `functions/handlers/${module}.ts`,
          environment,
        );
        props.table.grantReadWriteData(fn);
        const suppressions = [tableIndexWildcard];
        if (mediaModules.has(module)) {
          props.mediaBucket.grantRead(fn);
          props.mediaBucket.grantPut(fn);
          props.mediaBucket.grantDelete(fn);
          suppressions.push(mediaObjectWildcards);
        }
        NagSuppressions.addResourceSuppressions(fn, suppressions, true);
        return [module, fn];
      }),
    ) as Record<HandlerModule, NodejsFunction>;

    const integrations = new Map<HandlerModule, HttpLambdaIntegration>();
    for (const [id, route] of Object.entries(routes) as [string, RouteDef][]) {
      let integration = integrations.get(route.handler);
      if (!integration) {
        integration = new HttpLambdaIntegration(
          `${pascal(route.handler)}Integration`,
          this.functions[route.handler],
        );
        integrations.set(route.handler, integration);
      }
      const added = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
        ...(route.auth === 'user' ? { authorizer } : {}),
      });
      if (route.auth === 'public') {
        NagSuppressions.addResourceSuppressions(added, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${id} is public by design: ${publicReasons[id] ?? 'see contract/routes.ts'}.`,
          },
        ]);
      }
    }

    new CfnOutput(this, 'ApiUrl', { value: this.api.apiEndpoint });
  }
}

const publicReasons: Record<string, string> = {
  checkUsername: 'the sign-up screen checks usernames before an account exists',
  unsubscribe: "an e-mail's one-click unsubscribe link works signed out; its secret token is the proof",
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Matches a finding on `<ARN of the Data stack's construct><suffix>`: cdk-nag names the ARN `<Id.Arn>` on the
 * first synthesis and by its export (`<stack>:ExportsOutputFnGetAtt<Id>Arn<hash>`) once references are resolved.
 */
const crossStackArn = (id: string, suffix: string) =>
  `/^Resource::(<${id}[0-9A-F]{8}\\.Arn>|[\\w-]+:ExportsOutputFnGetAtt${id}[0-9A-F]{8}Arn[0-9A-F]{8})${suffix}$/`;

const tableIndexWildcard: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    "grantReadWriteData covers the table's indexes as <table ARN>/index/*; the handlers query GSI1 and GSI2.",
  appliesTo: [{ regex: crossStackArn('Table', '\\/index\\/\\*') }],
};

const mediaObjectWildcards: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    "Object-level grants on the one media bucket: users' keys are only known at run time (profilePhotos/<id>/..., voice_recordings/<id>/...), and the handlers check each key belongs to the caller.",
  appliesTo: [
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    { regex: crossStackArn('MediaBucket', '\\/\\*') },
  ],
};
