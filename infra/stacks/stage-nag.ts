import type { NagPackSuppression } from 'cdk-nag';
import type { StageConfig } from '../stage-config';

/** The finding a stage without access logs suppresses: it is a throw-away copy of one branch. */
export const noAccessLogs = (config: StageConfig): NagPackSuppression => ({
  id: 'AwsSolutions-S1',
  reason: `${config.stage} is a branch stage, deleted with its branch; only prod keeps access logs.`,
});
