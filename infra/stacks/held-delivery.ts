import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { limits } from '../../contract/limits';
import { voiceRecordingPrefix } from '../../functions/domain/media-keys';
import { runEvery } from './every-few-minutes';
import { allowOnMediaObjects, tableAndMediaEnvironment } from './function-media';
import { createFunction } from './lambda-defaults';
import { acknowledgeResources } from './stage-nag';

/**
 * Anonymous receipts' delivery: EventBridge Scheduler every `limits.deliveryRunMinutes` → the delivery
 * function, which Queries the sparse deliveries index (GSI2) for what is due and moves each held receipt
 * into its recipient's hub in one transaction (or withholds it, when the recipient blocked that sender).
 * The next run delivers whatever a failed one left (runEvery).
 */
export class HeldDelivery extends Construct {
  readonly fn: LambdaFunction;
  readonly schedule: Schedule;
  readonly scheduleDeadLetters: Queue;

  constructor(scope: Construct, id: string, table: Table, mediaBucket: IBucket) {
    super(scope, id);
    this.fn = createFunction(
      this,
      'Function',
      'functions/events/deliver-held.ts',
      tableAndMediaEnvironment(table, mediaBucket),
      { timeout: Duration.minutes(5) },
    );
    // The due receipts (Query GSI2), the block guard (GetItem), and the delivery's transaction: delete the
    // held item, put the hub (or withheld) item, update the recipient's counters (and the feedback request it
    // answers), check the guard; a held follow-up answer reads the pair's block guards (BatchGetItem) and is
    // appended to its follow-up (counted on the asker's profile), and the same run marks givers' week-old
    // follow-ups reminded, and chosen contacts' three-day-old feedback requests (reading the pair's block
    // guards and the asker's deletion marker first).
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/GSI2`] }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:BatchGetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:DeleteItem',
          'dynamodb:UpdateItem',
          'dynamodb:ConditionCheckItem',
        ],
        resources: [table.tableArn],
      }),
    );

    // A voice note is written again in place as its receipt is delivered (CopyObject onto itself), so that
    // its Last-Modified is the delivery's time, not the send's.
    const voiceNotes = `${voiceRecordingPrefix}*`;
    allowOnMediaObjects(this.fn, mediaBucket, ['s3:GetObject', 's3:PutObject'], voiceNotes);
    acknowledgeResources(
      this.fn,
      'Voice notes have opaque random keys: a delivered receipt names its own, under this prefix only.',
      mediaBucket.arnForObjects(voiceNotes),
    );

    ({ schedule: this.schedule, deadLetters: this.scheduleDeadLetters } = runEvery(this, this.fn, {
      minutes: limits.deliveryRunMinutes,
      description: 'Delivers held anonymous receipts',
      job: 'the delivery',
    }));
  }
}
