import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { limits } from '../../contract/limits';
import { envNames } from '../../functions/config';
import { runEvery } from './every-few-minutes';
import { createFunction } from './lambda-defaults';
import type { MailSending } from './weekly-digest';

/**
 * Gathered receipt e-mails ("3 new receipts"): EventBridge Scheduler every `limits.gatheredMailRunMinutes` →
 * the function, which Queries the sparse index of mail windows (GSI2) whose gap has passed, takes each one's
 * gathered receipts and sends one e-mail. The next run sends whatever a failed one left (runEvery).
 */
export class GatheredMail extends Construct {
  readonly fn: LambdaFunction;
  readonly schedule: Schedule;
  readonly scheduleDeadLetters: Queue;

  constructor(scope: Construct, id: string, { table, mail }: { table: Table; mail: MailSending }) {
    super(scope, id);
    this.fn = createFunction(
      this,
      'Function',
      'functions/events/send-gathered-mail.ts',
      { [envNames.tableName]: table.tableName, ...mail.environment },
      { timeout: Duration.minutes(5) },
    );
    // The due windows (Query GSI2); the recipient's profile, the address's suppression and the window
    // (GetItem); taking the gathered receipts or giving them back (UpdateItem).
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/GSI2`] }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [table.tableArn],
      }),
    );
    mail.allowSending(this.fn);
    ({ schedule: this.schedule, deadLetters: this.scheduleDeadLetters } = runEvery(this, this.fn, {
      minutes: limits.gatheredMailRunMinutes,
      description: 'Sends gathered receipt e-mails',
      job: 'the gathered e-mails',
    }));
  }
}
