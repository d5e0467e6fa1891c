import { Match, type Template } from 'aws-cdk-lib/assertions';
import { envNames } from '../../functions/config';
import { digestMaxReceives } from '../../infra/stacks/weekly-digest';
import { nagViolations } from '../support/nag';
import { type SynthesizedStage, synthesisTimeout, synthesizedStages } from '../support/synthesized-stages';

let stage: SynthesizedStage;
let notifications: Template;
let monitoring: Template;

beforeAll(() => {
  stage = synthesizedStages.branch();
  notifications = stage.template(stage.stacks.notifications);
  monitoring = stage.template(stage.stacks.monitoring);
}, synthesisTimeout);

type Statement = { Action: string | string[]; Resource: unknown };
/** Every action the role of the function whose logical id starts with `prefix` may take. */
function actionsOf(template: Template, prefix: string): string[] {
  const [role] = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) => id.startsWith(prefix));
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
    JSON.stringify(p.Properties.Roles).includes(String(role)),
  );
  return policies.flatMap((p) =>
    (p.Properties.PolicyDocument.Statement as Statement[]).flatMap((s) => [s.Action].flat()),
  );
}

describe('Weekly digest', () => {
  it('runs the planner weekly on Monday 08:00 UTC from EventBridge Scheduler, with its scheduled time and a DLQ', () => {
    notifications.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 8 ? * MON *)',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WeeklyDigestDigestPlannerFunction'), 'Arn'] },
        Input: JSON.stringify({ scheduledTime: '<aws.scheduler.scheduled-time>' }),
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 3 }),
        DeadLetterConfig: {
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WeeklyDigestDigestScheduleDeadLetters'), 'Arn'] },
        },
      }),
    });
  });

  it('queues jobs on an encrypted, SSL-only queue whose failures go to a dead-letter queue', () => {
    notifications.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 360,
      RedrivePolicy: {
        deadLetterTargetArn: {
          'Fn::GetAtt': [Match.stringLikeRegexp('^WeeklyDigestDigestDeadLetters'), 'Arn'],
        },
        maxReceiveCount: digestMaxReceives,
      },
    });
    notifications.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: Match.stringLikeRegexp('^WeeklyDigestDigestJobs') }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('feeds the sender from the queue with partial batch failures', () => {
    notifications.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WeeklyDigestDigestJobs'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^WeeklyDigestDigestSenderFunction') },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    notifications.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ [envNames.mailTransport]: 'ses' }) },
      Handler: Match.anyValue(),
      Timeout: 60,
    });
  });

  it('lets the planner read only its run and the index, and send to the queue; the sender never scans', () => {
    const planner = actionsOf(notifications, 'WeeklyDigestDigestPlannerFunction');
    expect(planner).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'sqs:SendMessage']),
    );
    expect(planner).not.toContain('dynamodb:Scan');
    expect(planner).not.toContain('ses:SendEmail');
    const sender = actionsOf(notifications, 'WeeklyDigestDigestSenderFunction');
    expect(sender).toEqual(
      expect.arrayContaining([
        'ses:SendEmail',
        'dynamodb:PutItem',
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
      ]),
    );
    expect(sender).not.toContain('dynamodb:Scan');
    expect(sender).not.toContain('sqs:SendMessage');
  });

  it('alarms on both dead-letter queues', () => {
    for (const name of ['digestJobs', 'digestSchedule']) {
      monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmDescription: `${name}: messages in the dead-letter queue (failed for good)`,
        Threshold: 1,
      });
    }
  });

  it('passes cdk-nag AwsSolutions', () => {
    expect(nagViolations(stage.outdir)).toEqual([]);
  });
});
