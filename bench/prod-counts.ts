import { prodSettings, synthStage } from '../test/support/synth';
import { type CfnTemplate, countsOf, type StackCounts } from './stack-counts';

/** Production's stage synthesized as the stack tests synthesize it (no function bundled), counted. */
export function prodCounts(): StackCounts {
  const stage = synthStage('prod', prodSettings);
  return countsOf(stage.all.map((stack) => stage.template(stack).toJSON() as CfnTemplate));
}
