import { apiThrottles } from '@contract/limits';
import { type HandlerModule, handlerModules, type RouteDef, routeKey, routes } from '@contract/routes';
import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { type CfnStage, CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { envNames } from '../../functions/config';
import { createApiDocument } from '../../functions/openapi/api-document';
import { apiDocumentFileName } from '../../functions/openapi/document-file';
import {
  handlerAccess,
  limitCounterPartitions,
  mediaActions,
  tableActions,
  userPoolActions,
} from '../access/handler-access';
import { apiCors } from '../api-cors';
import { mailConfigurationSetName, type NotificationSettings } from '../notification-settings';
import type { StageConfig } from '../stage-config';
import { outputKeys } from '../stage-outputs';
import { EdgeSecret } from './edge-secret';
import { allowOnMediaObjects, tableAndMediaEnvironment } from './function-media';
import { createFunction, mediaFunctionMemoryMb } from './lambda-defaults';
import { acknowledge, acknowledgeMediaObjects, acknowledgeTableIndexes } from './stage-nag';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  table: Table;
  mediaBucket: Bucket;
  userPool: UserPool;
  client: UserPoolClient;
  /** The stage's SES identity and addresses, for the modules that send mail (the contact form). */
  mail: NotificationSettings;
}

/** The HTTP API, generated from the contract's route table: one function per handler module. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Record<HandlerModule, LambdaFunction>;
  /** What the distribution sends the API so that it believes the viewer's address (edge-secret.ts). */
  readonly edgeSecret: EdgeSecret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `receipts-${props.config.stage}`,
      // The site's CloudFront domain is created after this stack (it needs the API URL for config.json).
      corsPreflight: {
        allowOrigins: [...apiCors.allowOrigins],
        allowHeaders: [...apiCors.allowHeaders],
        exposeHeaders: [...apiCors.exposeHeaders],
        allowMethods: apiCors.allowMethods.map((method) => CorsHttpMethod[method]),
        maxAge: Duration.seconds(apiCors.maxAgeSeconds),
      },
    });
    // Retention comes from the stage's config (StageLogRetention aspect).
    const accessLogs = new LogGroup(this, 'AccessLogs', { removalPolicy: RemovalPolicy.DESTROY });
    const stage = this.api.defaultStage?.node.defaultChild as CfnStage;
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        // Who asked: the connection's address (a CloudFront edge's behind the site: the functions' lines name
        // the viewer's, `clientAddress`) and, on authenticated routes, their user id (never an e-mail).
        sourceIp: '$context.identity.sourceIp',
        userId: '$context.authorizer.claims.sub',
        status: '$context.status',
        latency: '$context.responseLatency',
        integrationError: '$context.integrationErrorMessage',
      }),
    };
    stage.defaultRouteSettings = {
      throttlingBurstLimit: apiThrottles.defaultBurst,
      throttlingRateLimit: apiThrottles.defaultRate,
    };
    // Each route its own bucket, sized from capacity (contract/limits.ts), so a flood on one leaves the others
    // theirs. `routeSettings` is raw JSON to CDK (no case conversion): CloudFormation's own property names.
    stage.routeSettings = Object.fromEntries(
      Object.values(routes).map((route) => [
        routeKey(route),
        { ThrottlingRateLimit: apiThrottles.defaultRate, ThrottlingBurstLimit: apiThrottles.defaultBurst },
      ]),
    );

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.client],
    });
    this.edgeSecret = new EdgeSecret(this, 'EdgeSecret');
    const environment = {
      ...tableAndMediaEnvironment(props.table, props.mediaBucket),
      [envNames.edgeSecret]: this.edgeSecret.value,
      // Every stage has a distribution in front of the API: a request without the edge secret is refused.
      [envNames.edgeOnly]: 'true',
      [envNames.accountLimits]: JSON.stringify(props.config.accountLimits),
      [envNames.stage]: props.config.stage,
    };

    this.functions = Object.fromEntries(
      handlerModules.map((module) => {
        const fn = createFunction(
          this,
          `${pascal(module)}Function`,
          `functions/handlers/${module}.ts`,
          {
            ...environment,
            ...(handlerAccess[module].userPool?.length
              ? { [envNames.userPoolId]: props.userPool.userPoolId }
              : {}),
            ...(handlerAccess[module].mail ? this.mailEnvironment(props) : {}),
            ...(module === 'openapi' ? { [envNames.apiDocumentFile]: apiDocumentFileName } : {}),
          },
          module === 'media'
            ? { memorySize: mediaFunctionMemoryMb }
            : module === 'openapi'
              ? { builtFiles: { [apiDocumentFileName]: () => JSON.stringify(createApiDocument()) } }
              : {},
        );
        const access = handlerAccess[module];
        if (access.table !== 'none') {
          props.table.grant(fn, ...tableActions(access.table));
          acknowledgeTableIndexes(fn, props.table);
        }
        if (access.limitCounters?.length) {
          fn.addToRolePolicy(
            new PolicyStatement({
              actions: ['dynamodb:UpdateItem'],
              resources: [props.table.tableArn],
              conditions: {
                'ForAllValues:StringLike': {
                  'dynamodb:LeadingKeys': limitCounterPartitions(access.limitCounters),
                },
              },
            }),
          );
        }
        if (access.media.length > 0) {
          allowOnMediaObjects(fn, props.mediaBucket, mediaActions(access.media), '*');
          acknowledgeMediaObjects(fn, props.mediaBucket);
        }
        if (access.userPool?.length) {
          fn.addToRolePolicy(
            new PolicyStatement({
              actions: userPoolActions(access.userPool),
              resources: [props.userPool.userPoolArn],
            }),
          );
        }
        if (access.mail) fn.addToRolePolicy(this.sendMailStatement(props));
        return [module, fn];
      }),
    ) as Record<HandlerModule, LambdaFunction>;

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
        acknowledge(added, {
          id: 'AwsSolutions-APIG4',
          reason: `${id} is public by design: ${route.publicBecause ?? 'see contract/routes/'}.`,
        });
      }
    }

    new CfnOutput(this, outputKeys.apiUrl, { value: this.api.apiEndpoint });
    new CfnOutput(this, outputKeys.region, { value: this.region });
    new CfnOutput(this, outputKeys.stage, { value: props.config.stage });
  }

  /** SES, as the Notifications stack sends: the same identity and configuration set, named (not referenced,
   * as that stack needs this one's URL). */
  private mailEnvironment(props: ApiStackProps) {
    return {
      [envNames.mailTransport]: 'ses',
      [envNames.mailFrom]: props.mail.from,
      [envNames.mailConfigurationSet]: mailConfigurationSetName(props.config.stage),
      [envNames.teamAddress]: props.mail.teamAddress,
    };
  }

  /** SESv2 authorizes the identity and the configuration set a message names. */
  private sendMailStatement(props: ApiStackProps) {
    const { identity } = props.mail;
    return new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        this.formatArn({
          service: 'ses',
          resource: 'identity',
          resourceName: identity,
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        }),
        this.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: mailConfigurationSetName(props.config.stage),
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        }),
      ],
    });
  }
}

/** `contact-form` → `ContactForm`: construct ids (and so logical ids) of a function module. */
const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
