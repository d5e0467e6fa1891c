import { limits } from '@contract/limits';
import { Match } from 'aws-cdk-lib/assertions';
import { envNames } from '../../../functions/config';
import { queueIdOf, type StackTemplates, stackTemplates } from '../../support/stack-templates';
import { type SynthesizedStage, synthesisTimeout, synthesizedStages } from '../../support/synthesized-stages';

/** The Notifications stack: the stream consumers, e-mail through SES, its feedback and the sweep. */
let ephemeral: SynthesizedStage;
let templates: StackTemplates;

beforeAll(() => {
  ephemeral = synthesizedStages.branch();
  templates = stackTemplates(ephemeral);
}, synthesisTimeout);

describe('Notifications stack', () => {
  it('streams new and old images of the table', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it("feeds the dashboard's aggregates from the stream in order, receipt items only, with a dead-letter queue", () => {
    const t = templates.notifications;
    const queueId = queueIdOf(t, 'DashboardStatsDeadLetters');
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BisectBatchOnFunctionError: Match.absent(),
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      FilterCriteria: { Filters: Match.arrayWith([{ Pattern: Match.stringLikeRegexp('withheldReceipt') }]) },
    });
  });

  it.each([
    ['delivers held anonymous receipts', 'HeldDelivery', 'heldDeliverySchedule', limits.deliveryRunMinutes],
    ['sends gathered receipt e-mails', 'GatheredMail', 'gatheredMailSchedule', limits.gatheredMailRunMinutes],
  ])(
    '%s every few minutes on EventBridge Scheduler, retried; its dead letters alarm',
    (_what, id, alarm, minutes) => {
      const t = templates.notifications;
      const queueId = queueIdOf(t, `${id}ScheduleDeadLetters`);
      expect(queueId).toBeDefined();
      t.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: `rate(${minutes} minutes)`,
        Target: Match.objectLike({
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
        }),
      });
      const monitoring = ephemeral.template(ephemeral.stacks.monitoring);
      monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmDescription: Match.stringLikeRegexp(`^${alarm}: messages in the dead-letter queue`),
        Threshold: 1,
      });
    },
  );

  it('feeds the notifier from the stream with retries, partial failures and a dead-letter queue', () => {
    const t = templates.notifications;
    const queueId = queueIdOf(t, 'NotifierDeadLetters');
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 5,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      FilterCriteria: {
        Filters: [
          { Pattern: Match.stringLikeRegexp('receipt') },
          { Pattern: Match.stringLikeRegexp('followUpAsk') },
        ],
      },
    });
    // Only the changes the notifier e-mails about reach it (a new receipt, a request sent to a contact, a
    // follow-up asked or reminded, a changed sign-in e-mail, changed passkeys or two-step sign-in).
    const notifierMappings = Object.values(t.findResources('AWS::Lambda::EventSourceMapping')).filter((m) =>
      String(JSON.stringify(m.Properties.DestinationConfig)).includes(String(queueId)),
    );
    expect(
      notifierMappings.flatMap((m) =>
        m.Properties.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern)),
      ),
    ).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: { NewImage: { entity: { S: ['receipt', 'requestForMe', 'emailChange', 'signInChange'] } } },
      },
      {
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: { NewImage: { entity: { S: ['followUpAsk'] }, status: { S: ['pending'] } } },
      },
    ]);
    t.hasResourceProperties('AWS::Lambda::Function', {
      Architectures: ['arm64'],
      Environment: {
        Variables: Match.objectLike({
          [envNames.mailTransport]: 'ses',
          [envNames.mailFrom]: 'no-reply@test.receipts.invalid',
        }),
      },
    });
  });

  it("lets every mail-sending function (notifier, digest, gathered e-mails) send only as the stage's own SES identity", () => {
    const t = templates.notifications;
    t.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'test.receipts.invalid' });
    const policies = Object.values(t.findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
    }[];
    const sending = policies
      .map((p) =>
        p.Properties.PolicyDocument.Statement.filter((s) =>
          [s.Action].flat().some((a) => a.startsWith('ses:')),
        ),
      )
      .filter((statements) => statements.length > 0);
    // The notifier, the weekly digest's sender and the gathered e-mails' sender, each with the same two.
    expect(sending).toHaveLength(3);
    for (const statements of sending) expect(statements).toEqual(sending[0]);
    const sesStatements = sending[0]!;
    // The identity, and the configuration set (SESv2 authorizes both): nothing else, no wildcard.
    expect(sesStatements).toHaveLength(2);
    expect([sesStatements[0]!.Action].flat()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const [identityId] = Object.keys(t.findResources('AWS::SES::EmailIdentity'));
    const [configurationSetId] = Object.keys(t.findResources('AWS::SES::ConfigurationSet'));
    const resource = JSON.stringify(sesStatements[0]!.Resource);
    expect(resource).toContain(`":identity/",{"Ref":"${identityId}"}`);
    expect(resource).not.toContain('*');
    expect([sesStatements[1]!.Action].flat()).toEqual(['ses:SendEmail']);
    expect(JSON.stringify(sesStatements[1]!.Resource)).toContain(
      `":configuration-set/",{"Ref":"${configurationSetId}"}`,
    );
  });

  it('sends with a configuration set on the account-level suppression list, named to the notifier', () => {
    const t = templates.notifications;
    t.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'receipts-test-mail',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const [configurationSetId] = Object.keys(t.findResources('AWS::SES::ConfigurationSet'));
    t.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          [envNames.mailConfigurationSet]: { Ref: configurationSetId },
          [envNames.apiUrl]: Match.anyValue(),
        }),
      },
    });
  });

  it('sends bounces and complaints to EventBridge, and a rule on them to the mail-feedback function', () => {
    const t = templates.notifications;
    const destinations = Object.values(t.findResources('AWS::SES::ConfigurationSetEventDestination'));
    expect(destinations).toHaveLength(1);
    expect(destinations[0]).toMatchObject({
      Properties: { EventDestination: { Enabled: true, MatchingEventTypes: ['bounce', 'complaint'] } },
    });
    expect(JSON.stringify(destinations[0])).toContain(':event-bus/default');
    const [feedbackId] = Object.keys(
      t.findResources('AWS::Lambda::Function', {
        Properties: { Handler: Match.anyValue() },
      }),
    ).filter((id) => id.startsWith('MailFeedbackFunction'));
    expect(feedbackId).toBeDefined();
    t.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: Match.anyValue() }] } } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [feedbackId, 'Arn'] },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
    // The feedback function only marks addresses: one PutItem on the table (and writes its own logs).
    const feedbackPolicy = Object.values(
      t.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: Match.stringLikeRegexp('^MailFeedbackFunction') }] },
      }),
    ) as { Properties: { PolicyDocument: { Statement: { Action: unknown }[] } } }[];
    expect(
      feedbackPolicy
        .flatMap((p) => p.Properties.PolicyDocument.Statement.map((st) => st.Action))
        .filter((action) => !JSON.stringify(action).includes('logs:')),
    ).toEqual(['dynamodb:PutItem']);
  });

  it('runs the unverified-account sweep daily, allowed only what account deletion, reading and listing users need', () => {
    const t = templates.notifications;
    const [sweepId] = Object.keys(t.findResources('AWS::Lambda::Function')).filter((id) =>
      id.startsWith('UnverifiedSweepFunction'),
    );
    expect(sweepId).toBeDefined();
    t.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [sweepId, 'Arn'] } })],
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 300,
      Environment: { Variables: Match.objectLike({ [envNames.userPoolId]: Match.anyValue() }) },
    });
    const actions = (
      Object.values(
        t.findResources('AWS::IAM::Policy', {
          Properties: { Roles: [{ Ref: Match.stringLikeRegexp('^UnverifiedSweepFunction') }] },
        }),
      ) as { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }[]
    ).flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((st) => [st.Action].flat()));
    expect(actions).toEqual(
      expect.arrayContaining([
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:ListUsers',
        's3:DeleteObject',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('s3:GetObject');
    expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toHaveLength(3);
  });
});
