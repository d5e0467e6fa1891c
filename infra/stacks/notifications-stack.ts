import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { envNames } from '../../functions/config';
import type { NotificationSettings } from '../notification-settings';
import type { StageConfig } from '../stage-config';
import { createFunction } from './lambda-defaults';

export interface NotificationsStackProps extends StackProps {
  config: StageConfig;
  table: Table;
  siteUrl: string;
  settings: NotificationSettings;
}

/**
 * "You received a receipt" e-mails: the table's stream → the notifier Lambda → Amazon SES. Failed batches
 * are retried, split, and finally parked in a dead-letter queue; the function may send only as the stage's
 * own SES identity.
 */
export class NotificationsStack extends Stack {
  readonly notifier;
  readonly deadLetters: Queue;
  readonly identity: EmailIdentity;

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
    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the notifier.' },
    ]);

    this.notifier = createFunction(this, 'NotifierFunction', 'functions/events/notify-recipient.ts', {
      [envNames.tableName]: props.table.tableName,
      [envNames.siteUrl]: props.siteUrl,
      [envNames.mailTransport]: 'ses',
      [envNames.mailFrom]: from,
    });
    // The notifier reads the recipient's profile and writes the NOTIFIED# claim: no index, no media.
    this.notifier.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
      }),
    );
    this.identity.grantSendEmail(this.notifier);

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
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual('receipt') } } },
          }),
        ],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.notifier,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The event source mapping's standard grant: dynamodb:ListStreams takes no stream ARN (Resource *).",
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}
