import { type CfnTemplate, countsOf } from '../../bench/stack-counts';
import { type SynthesizedStage, synthesisTimeout, synthesizedStages } from '../support/synthesized-stages';

const countsOfStage = (stage: SynthesizedStage) =>
  countsOf(stage.all.map((stack) => stage.template(stack).toJSON() as CfnTemplate));

/** The cost bench's counts (bench/stack-counts.ts) read from the stages as synthesized, not hand-made. */
describe('the cost model’s counts of a synthesized stage', () => {
  it(
    'finds production’s web ACL and rules, alarms’ metrics, logs, schedules, secret, backups and logs',
    () => {
      const counts = countsOfStage(synthesizedStages.prod());
      const edge = synthesizedStages
        .prod()
        .template(synthesizedStages.prod().stacks.edge)
        .toJSON() as CfnTemplate;
      const [acl] = Object.values(edge.Resources ?? {}).filter((r) => r.Type === 'AWS::WAFv2::WebACL');
      expect(counts.webAcls).toBe(1);
      expect(counts.webAclRules).toBe(acl!.Properties.Rules.length);
      // The metric-math alarms read several metrics each: more metrics than alarms.
      expect(counts.alarms).toBeGreaterThan(0);
      expect(counts.alarmMetrics).toBeGreaterThan(counts.alarms);
      expect(counts.functionLogDays).toBeGreaterThan(0);
      expect(counts.apiAccessLogDays).toBeGreaterThan(0);
      expect(counts.apiAccessLogFormat).toContain('$context.requestId');
      expect(counts.schedulerRunsPerMonth).toBeGreaterThan(0);
      expect(counts.ruleRunsPerMonth).toBeGreaterThan(0);
      expect(counts.edgeFunctionsPerApiRequest).toBeGreaterThan(0);
      expect(counts).toMatchObject({
        secrets: 1,
        pointInTimeRecovery: true,
        distributionLogs: true,
        accessLogDays: 90,
      });
    },
    synthesisTimeout,
  );

  it(
    'finds a branch stage without backups or access logs',
    () => {
      expect(countsOfStage(synthesizedStages.branch())).toMatchObject({
        pointInTimeRecovery: false,
        distributionLogs: false,
      });
    },
    synthesisTimeout,
  );
});
