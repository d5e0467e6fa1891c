import { ArnFormat, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  FilterCriteria,
  FilterRule,
  type Function as LambdaFunction,
  StartingPosition,
} from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { envNames } from '../../functions/config';
import { tableActions, userPoolActions } from '../access/handler-access';
import { mailConfigurationSetName, type NotificationSettings } from '../notification-settings';
import type { StageConfig } from '../stage-config';
import { DashboardStats } from './dashboard-stats';
import { allowOnMediaObjects, tableAndMediaEnvironment } from './function-media';
import { GatheredMail } from './gathered-mail';
import { HeldDelivery } from './held-delivery';
import { createFunction } from './lambda-defaults';
import {
  acknowledge,
  acknowledgeMediaObjects,
  acknowledgeStreamListing,
  acknowledgeTableIndexes,
  deadLetterQueueOf,
} from './stage-nag';
import { WeeklyDigest } from './weekly-digest';

export interface NotificationsStackProps extends StackProps {
  config: StageConfig;
  table: Table;
  siteUrl: string;
  /** The API's base URL: e-mails' RFC 8058 `List-Unsubscribe` header points at it. */
  apiUrl: string;
  settings: NotificationSettings;
  /** The unverified-account sweep deletes accounts: their media and their Cognito users. */
  mediaBucket: IBucket;
  userPool: IUserPool;
}

/** New items the notifier mails about: a receipt, a request to a chosen contact, a change of sign-in. */
const notifiedInserts = ['receipt', 'requestForMe', 'emailChange', 'signInChange'];

/**
 * "You received a receipt" e-mails: the table's stream → the notifier Lambda → Amazon SES. Failed batches
 * are retried, split, and finally parked in a dead-letter queue; the function may send only as the stage's
 * own SES identity, with the stage's configuration set (account-level suppression list for bounces and
 * complaints, whose events reach `mail-feedback`, which stops mail to the address). A daily schedule removes
 * accounts whose e-mail is still unverified after `limits.unverifiedAccountDays`.
 */
export class NotificationsStack extends Stack {
  readonly notifier;
  readonly deadLetters: Queue;
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly mailFeedback: LambdaFunction;
  readonly mailFeedbackDeadLetters: Queue;
  readonly unverifiedSweep;
  /** The weekly digest's schedule, planner, queue and sender. */
  readonly digest: WeeklyDigest;
  /** The same stream's second consumer: the dashboard's aggregates. */
  readonly dashboardStats: DashboardStats;
  /** Anonymous receipts held until their recipient's daily delivery. */
  readonly heldDelivery: HeldDelivery;
  /** Receipt e-mails within an hour of the last one, gathered into one. */
  readonly gatheredMail: GatheredMail;

  constructor(scope: Construct, id: string, props: NotificationsStackProps) {
    super(scope, id, props);
    const { identity, from } = props.settings;
    this.identity = new EmailIdentity(this, 'SenderIdentity', {
      identity: identity.includes('@') ? Identity.email(identity) : Identity.domain(identity),
    });
    this.deadLetters = new Queue(this, 'NotifierDeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetters, deadLetterQueueOf('the notifier'));

    // SES's account-level suppression list for this configuration set's mail (SuppressionOptions), and its
    // bounce and complaint events to EventBridge's default bus.
    this.configurationSet = new ConfigurationSet(this, 'MailConfigurationSet', {
      configurationSetName: mailConfigurationSetName(props.config.stage),
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    const mailEnvironment = {
      [envNames.siteUrl]: props.siteUrl,
      [envNames.apiUrl]: props.apiUrl,
      [envNames.mailTransport]: 'ses',
      [envNames.mailFrom]: from,
      [envNames.mailConfigurationSet]: this.configurationSet.configurationSetName,
      [envNames.stage]: props.config.stage,
    };
    this.notifier = createFunction(this, 'NotifierFunction', 'functions/events/notify-recipient.ts', {
      [envNames.tableName]: props.table.tableName,
      ...mailEnvironment,
    });
    // The notifier reads the recipient's profile and the address's suppression, writes the NOTIFIED# claim
    // and takes the mail window or gathers into it: no index, no media.
    this.notifier.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
      }),
    );
    this.allowSending(this.notifier);
    const mail = {
      environment: mailEnvironment,
      allowSending: (fn: LambdaFunction) => this.allowSending(fn),
    };
    this.digest = new WeeklyDigest(this, 'WeeklyDigest', { table: props.table, mail });
    this.gatheredMail = new GatheredMail(this, 'GatheredMail', { table: props.table, mail });

    ({ fn: this.mailFeedback, failed: this.mailFeedbackDeadLetters } = this.createMailFeedback(props.table));
    this.unverifiedSweep = this.createUnverifiedSweep(props);
    this.dashboardStats = new DashboardStats(this, 'DashboardStats', props.table);
    this.heldDelivery = new HeldDelivery(this, 'HeldDelivery', props.table, props.mediaBucket);

    this.notifier.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 5,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity: { S: FilterRule.or(...notifiedInserts) } } },
          }),
          FilterCriteria.filter({
            eventName: FilterRule.or('INSERT', 'MODIFY'),
            // A follow-up asked of a giver, and its reminder: still pending either way.
            dynamodb: {
              NewImage: {
                entity: { S: FilterRule.isEqual('followUpAsk') },
                status: { S: FilterRule.isEqual('pending') },
              },
            },
          }),
        ],
      }),
    );
    acknowledgeStreamListing(this.notifier);
  }

  /**
   * May send only as the stage's SES identity, with its configuration set (SESv2 authorizes the configuration
   * set a message names as well as the identity).
   */
  private allowSending(fn: LambdaFunction): void {
    this.identity.grantSendEmail(fn);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          this.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          }),
        ],
      }),
    );
  }

  /** SES bounce and complaint events of this configuration set → the address is marked never to be mailed. */
  private createMailFeedback(table: Table): { fn: LambdaFunction; failed: Queue } {
    const fn = createFunction(this, 'MailFeedbackFunction', 'functions/events/mail-feedback.ts', {
      [envNames.tableName]: table.tableName,
    });
    // It only writes MAILSUPPRESSED#<address> items.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }));
    const failed = new Queue(this, 'MailFeedbackDeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(failed, deadLetterQueueOf('the mail-feedback rule'));
    new Rule(this, 'MailFeedbackRule', {
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [new LambdaTarget(fn, { deadLetterQueue: failed, retryAttempts: 8 })],
    });
    return { fn, failed };
  }

  /**
   * Daily: accounts whose e-mail is still unverified `limits.unverifiedAccountDays` after sign-up are removed
   * through account deletion, and sign-ins as old that never made a profile are deleted. It may do what
   * deletion does (no media reads), read a user's attributes and list the pool's users.
   */
  private createUnverifiedSweep(props: NotificationsStackProps) {
    const fn = createFunction(
      this,
      'UnverifiedSweepFunction',
      'functions/events/sweep-unverified.ts',
      {
        ...tableAndMediaEnvironment(props.table, props.mediaBucket),
        [envNames.userPoolId]: props.userPool.userPoolId,
      },
      { timeout: Duration.minutes(5) },
    );
    props.table.grant(fn, ...tableActions('readWrite'));
    allowOnMediaObjects(fn, props.mediaBucket, ['s3:DeleteObject'], '*');
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: userPoolActions(['getUser', 'deleteUser', 'listUsers']),
        resources: [props.userPool.userPoolArn],
      }),
    );
    acknowledgeTableIndexes(fn, props.table);
    acknowledgeMediaObjects(fn, props.mediaBucket);
    // A scheduled rule rather than EventBridge Scheduler: it invokes through the function's resource policy,
    // so no role with a `<function ARN>:*` wildcard. A missed run is caught up by the next day's.
    new Rule(this, 'UnverifiedSweepSchedule', {
      description: 'Removes accounts whose e-mail is still unverified after the limit',
      schedule: Schedule.rate(Duration.days(1)),
      targets: [new LambdaTarget(fn, { retryAttempts: 2 })],
    });
    return fn;
  }
}
